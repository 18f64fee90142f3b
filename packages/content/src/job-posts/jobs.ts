/**
 * Copy of the job screens (/search-jobs, /job/{jobId}) and the candidate's applications that
 * the contract's messages do not already carry. The spec's own texts (header counts, "Loading...",
 * "Back to Job Search", "Apply by Resume Only") are kept verbatim.
 */

import { candidateStageLabels } from "@site/contract/api/applications";
import { jobFilterLabels } from "@site/contract/job-filter";
import type { EmploymentType, SalaryPeriod, Workplace } from "@site/contract/job-structure";

/** The words for the structured facts of a job post (docs/decisions/032-structured-jobs.md). */
export const jobFactLabels = {
  // The job filter's own words (docs/decisions/070-one-job-filter.md).
  employmentType: jobFilterLabels.employmentType satisfies Record<EmploymentType, string>,
  workplace: jobFilterLabels.workplace satisfies Record<Workplace, string>,
  salaryPeriod: {
    hour: "Hour",
    day: "Day",
    week: "Week",
    month: "Month",
    year: "Year",
  } satisfies Record<SalaryPeriod, string>,
  /** A remote job open to applicants anywhere. */
  remoteAnywhere: "Remote, from anywhere",
  /** A remote job restricted to some countries: "Remote from Germany, Austria". */
  remoteFrom: (countries: string) => `Remote from ${countries}`,
} as const;

export const jobSearchCopy = {
  searchLabel: "Search jobs",
  searchPlaceholder: "Title, company, location or keyword",
  searchHint: 'Use quotes for a phrase, "or" for either word, and -word to leave a word out.',
  /** Spec section 2: the header without a search term. */
  totalCount: (count: number) => `${count} job(s)`,
  /** Spec section 2: the header with a search term. */
  matched: (count: number, term: string) => `${count} job(s) matched for query: "${term}"`,
  loading: "Loading...",
  results: "Job results",
  noMatches: "No jobs match your search.",
  noMatchesHint: "Try fewer or different words.",
  noJobs: "There are no open jobs right now. Please check back soon.",
  pastLastPage: "There are no jobs on this page.",
  firstPage: "Go to the first page",
  loadFailed: "The jobs could not be loaded.",
  retry: "Retry",
  logIn: "Log in",
  pagination: "Pagination",
  previous: "Previous",
  next: "Next",
  /** Spec section 2: paging shown as "page / totalPages". */
  pageStatus: (page: number, totalPages: number) => `${page} / ${totalPages}`,
  opensInNewTab: "(opens in a new tab)",
  salaryNotDisclosed: "Salary not disclosed",
  posted: "Posted",
} as const;

/** What the search read from the words (docs/decisions/067-search-that-understands-job-seekers.md). */
export const searchUnderstandingCopy = {
  showingResultsFor: "Showing results for",
  searchInsteadFor: "Search instead for",
  relaxed: "No job matches every word: jobs matching some of them are shown, the closest first.",
  understood: "Read as filters:",
  removeFilter: (label: string) => `Remove the filter ${label}`,
  rankOnly: "Few jobs meet every filter above: they come first, then jobs that miss one.",
} as const;

/** The filter panel and sort of /search-jobs (docs/decisions/033-faceted-search-and-saved-jobs.md). */
export const jobFilterCopy = {
  heading: "Filters",
  /** The disclosure that shows the panel on small screens. */
  toggle: (active: number) => (active > 0 ? `Filters (${active})` : "Filters"),
  workplace: "Workplace",
  employmentType: "Employment type",
  /** The seniority filter (docs/decisions/103-seniority-and-radius.md). */
  seniority: "Experience level",
  /** The location box: a city and a distance around it. */
  near: "Location",
  nearCity: "City",
  nearHint: "Jobs in cities within the distance. Remote jobs too only when Remote is chosen.",
  radius: "Distance",
  radiusOption: (km: number) => `Within ${km} km`,
  nearApply: "Apply",
  /** Above the server's words when the typed place is unknown. */
  nearUnknown: "This place is not on our map",
  postedWithin: "Date posted",
  anyTime: "Any time",
  postedLabels: { "24h": "Past 24 hours", "7d": "Past 7 days", "30d": "Past 30 days" },
  salary: "Salary",
  salaryCurrency: "Currency",
  anySalary: "Any salary",
  /** A yearly floor, e.g. "€60,000+ a year". */
  salaryFloor: (amount: string) => `${amount}+ a year`,
  country: "Country",
  city: "City",
  company: "Company",
  clear: "Clear filters",
  /** The yes/no filters' group. */
  showOnly: "Show only",
  /** Before the chips of the filters in use, each of which removes its filter. */
  active: "Filtered by:",
  sortLabel: "Sort by",
  sortOptions: { relevance: "Relevance", newest: "Newest", salary: "Highest salary" },
  /** How many jobs an option would list, beside it. */
  count: (count: number) => `(${count})`,
} as const;

export const jobPostCopy = {
  loading: "Loading...",
  heading: (jobTitle: string, companyName: string) => `${jobTitle} at ${companyName}`,
  backToSearch: "Back to Job Search",
  posted: "Posted",
  location: "Location",
  salary: "Salary",
  validThrough: "Apply by",
  employmentType: "Employment type",
  workplace: "Workplace",
  seniority: "Experience level",
  department: "Department",
  description: "About the job",
  retry: "Retry",
} as const;

export const applyCopy = {
  resumeHeading: "Apply by Resume Only",
  resumeIntro:
    "No account needed: send your resume as a PDF, DOC, DOCX, ODT, RTF or TXT file of at most 5 MB.",
  fileLabel: "Resume file",
  nameLabel: "Your name (optional)",
  emailLabel: "Email for a confirmation (optional)",
  submit: "Apply by Resume Only",
  submitBusy: "Applying...",
  fileUnreadable: "The file could not be read. Please choose it again.",
  /** Shown before the server's reason for a failed application. */
  reason: "Reason:",
  profileHeading: "Apply with my profile",
  profileIntro: "Send the resume and details saved in your profile.",
  profileSubmit: "Apply with my profile",
  profileBusy: "Applying...",
  editProfile: "Edit Profile",
  logIn: "Log in",
  /** Signed out: the way to the profile application (docs/decisions/030-ways-in-and-unverified-log-in.md). */
  signInHeading: "Apply with your profile",
  signInIntro: "Have an account? Sign in and send the resume and details saved in your profile.",
  signIn: "Sign in to apply with your profile",
  noAccount: "New here?",
  signUp: "Create an account",
  /** Signed in and applied before (docs/decisions/031-one-application-per-job-and-inline-pdf.md). */
  appliedHeading: "Your application",
  appliedOn: "You applied on",
  seeApplications: "See my applications",
  checkingApplications: "Checking your applications...",
} as const;

export const applicationsCopy = {
  heading: "My applications",
  loading: "Loading...",
  empty: "You have not applied for any jobs yet.",
  findJobs: "Find jobs",
  loadFailed: "Your applications could not be loaded.",
  retry: "Retry",
  job: "Job",
  applied: "Applied",
  status: "Status",
  statusLabels: { submitted: "Submitted", closed: "Job closed", withdrawn: "Withdrawn" },
  /** A withdrawn application, in its history (decision 091). */
  withdrawnOn: "Withdrawn on",
  /** Where the employer has the application, in the candidate's words (decision 043). */
  stageLabels: candidateStageLabels,
  stage: "Status:",
  since: "since",
  /** When the hiring team first opened the application (decision 095). */
  viewed: "Opened by the hiring team on",
  history: "History",
  historyLabel: (jobTitle: string) => `History of your application for ${jobTitle}`,
  withdraw: "Withdraw",
  withdrawLabel: (jobTitle: string) => `Withdraw application for ${jobTitle}`,
  confirmTitle: "Withdraw application?",
  confirmText: (jobTitle: string, companyName: string) =>
    `Your application for ${jobTitle} at ${companyName} will be removed. This cannot be undone.`,
  confirm: "Withdraw application",
  confirmBusy: "Withdrawing...",
  cancel: "Cancel",
} as const;

/** Saved jobs: the star on search rows and job pages, and the Saved jobs page. */
export const savedJobsCopy = {
  save: "Save job",
  saved: "Saved",
  heading: "Saved jobs",
  intro: "Jobs you saved to come back to.",
  loading: "Loading...",
  empty: "You have not saved any jobs yet. Use Save job on a search result or a job page.",
  findJobs: "Find jobs",
  loadFailed: "Your saved jobs could not be loaded.",
  retry: "Retry",
  signedOut: "Log in to see the jobs you saved.",
  logIn: "Log in",
  savedOn: "Saved",
  closed: "No longer open for applications",
  results: "Saved jobs",
} as const;

/** Job alerts: the control on /search-jobs, the list on My jobs and the unsubscribe page (docs/decisions/041-job-alerts.md). */
export const jobAlertsCopy = {
  create: "Create job alert",
  formTitle: "Create a job alert for this search",
  formHint: "We e-mail you the new jobs that match this search and its filters.",
  frequencyLegend: "How often",
  frequencies: { daily: "Daily", weekly: "Weekly" },
  save: "Save alert",
  saving: "Saving...",
  cancel: "Cancel",
  seeAlerts: "See your job alerts",
  signedOut: "Get new jobs of this search by e-mail.",
  logIn: "Log in to create a job alert",
  heading: "Job alerts",
  intro: "Searches we check for new jobs and e-mail you.",
  empty: "You have no job alerts. Create one from a search on the Job Search page.",
  findJobs: "Search jobs",
  loading: "Loading...",
  loadFailed: "Your job alerts could not be loaded.",
  retry: "Retry",
  allJobs: "All jobs",
  atLeast: (amount: number, currency: string) =>
    `at least ${amount.toLocaleString("en-US")} ${currency} a year`,
  frequencyLabel: { daily: "Daily e-mail", weekly: "Weekly e-mail" },
  openSearch: "Open search",
  delete: "Delete",
  deleteLabel: (search: string) => `Delete job alert: ${search}`,
  paused: "Paused",
  pausedNote: "No e-mails until you resume it.",
  pause: "Pause",
  pauseLabel: (search: string) => `Pause job alert: ${search}`,
  resume: "Resume",
  resumeLabel: (search: string) => `Resume job alert: ${search}`,
  edit: "Edit",
  editLabel: (search: string) => `Edit job alert: ${search}`,
  editTitle: (search: string) => `Edit job alert: ${search}`,
  keywordLabel: "Keywords",
  keywordHint: "The other filters stay as saved. To change them, open the search and create a new alert.",
  unsubscribing: "Stopping the alert...",
  unsubscribeInvalid:
    "This unsubscribe link is not complete. Please use the link in your most recent job alert e-mail.",
  manageAlerts: "Manage your job alerts",
} as const;

/** My jobs: the candidate's applications, saved jobs and job alerts on one page (docs/decisions/042-my-jobs-page.md). */
export const myJobsCopy = {
  sectionsLabel: "Sections of My jobs",
  applications: "Applications",
  saved: "Saved jobs",
  alerts: "Job alerts",
  signedOut: "Log in to see your applications, saved jobs and job alerts.",
  logIn: "Log in",
  candidatesOnly: "Job alerts are for candidate accounts.",
} as const;
