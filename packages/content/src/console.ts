import { type PageCopy, pageTitled } from "@site/content/site";

/** The console's copy: screens for employers and admins that the spec does not show. */
export const consolePages = {
  home: pageTitled("Console", "Manage users, jobs and inquiries."),
  users: pageTitled("Users", "Invite, find and manage accounts."),
  jobs: pageTitled("Jobs", "Post, edit and close jobs; see their applicants."),
  newJob: pageTitled("Post a job", "Post a new job."),
  editJob: pageTitled("Edit job", "Edit a job post."),
  applicants: pageTitled("Applicants", "The applicants of a job."),
  questions: pageTitled("Application questions", "The questions a job asks its applicants."),
  stages: pageTitled("Pipeline stages", "The stages of a job's hiring pipeline."),
  inquiries: pageTitled("Inquiries", "Contact inquiries, newest first."),
  aiAgent: pageTitled(
    "AI Agent",
    "What visitors ask the AI Agent and how sure its answers were: low-confidence answers, declines and thumbs-down, the top questions and the pages cited most.",
  ),
} as const satisfies Record<string, PageCopy>;

export const consoleCopy = {
  nav: "Console sections",
  sections: {
    overview: "Overview",
    users: "Users",
    jobs: "Jobs",
    reports: "Reports",
    inquiries: "Inquiries",
    aiAgent: "AI Agent",
  },
  checking: "Checking your access...",
  loading: "Loading...",
  signInTitle: "Please log in",
  signInText: "The console is for employers and admins. Please log in with such an account.",
  logInLink: "Go to Login",
  notAllowedTitle: "Not allowed",
  notAllowedText: "Your account may not use this part of the console.",
  roleUnknown: "We could not check your access. Please try again later.",
  homeLink: "Back to the home page",
  retry: "Try again",
  previous: "Previous",
  next: "Next",
  pageStatus: (page: number, totalPages: number) => `${page} / ${Math.max(totalPages, 1)}`,
  cancel: "Cancel",
  close: "Close",
  homeIntro: {
    users: "Invite people by e-mail; find, deactivate and remove accounts.",
    jobs: "Post and edit jobs, close them and see who applied.",
    inquiries: "Read the contact inquiries, newest first.",
    aiAgent: "See what visitors ask the AI Agent, what it could not answer and which answers did not help.",
  },
} as const;

export const roleLabels = { candidate: "Candidate", employer: "Employer", admin: "Admin" } as const;
export const statusLabels = { pending: "Pending", active: "Active", deactivated: "Deactivated" } as const;

/** The copy of the Inquiries screen (admin). */
export const inquiriesCopy = {
  pagination: "Inquiries pages",
  none: "No inquiries yet.",
  count: (total: number) => `${total} inquiry(ies)`,
  from: (first: string, last: string) => `${first} ${last}`.trim(),
  email: "E-mail",
  phone: "Phone",
  received: "Received",
} as const;

/** The copy of the AI Agent screen (admin). */
export const aiAgentCopy = {
  filtersLabel: "Show questions",
  filters: {
    recent: "Recent",
    unanswered: "Unanswered",
    down: "Thumbs down",
    "low-confidence": "Low confidence",
  },
  pagination: "Question pages",
  none: {
    recent: "No questions yet.",
    unanswered: "Every question got an answer.",
    down: "No answer was marked unhelpful.",
    "low-confidence": "No low-confidence answers.",
  },
  count: (total: number) => `${total} question(s)`,
  asked: "Asked",
  declined: "Not answered",
  votes: { up: "Thumbs up", down: "Thumbs down" },
  // The docs team's view (docs/decisions/076-assistant-console-for-the-docs-team.md).
  periodLabel: "Period",
  periods: { "7d": "Last 7 days", "30d": "Last 30 days", "90d": "Last 90 days", all: "Everything kept" },
  summaryLabel: "Summary of the period",
  counts: {
    questions: "Questions",
    lowConfidence: "Low-confidence answers",
    declined: "Not answered",
    down: "Thumbs down",
  },
  topQuestions: "Top questions",
  topQuestionsNone: "No questions in this period.",
  topPages: "Pages cited most",
  topPagesNone: "No page was cited in this period.",
  times: (n: number) => `${n}×`,
  exportCsv: "Export as CSV",
  exporting: "Exporting...",
  exported: (rows: number) => `Exported ${rows} question(s).`,
  exportFailed: "The export failed. Please try again.",
  answer: "Answer",
  noAnswerKept: "The answer was not kept (asked before answers were stored).",
  sources: "Sources",
  confidence: (value: number) => `Confidence ${value.toFixed(2)}`,
  lowConfidence: "Low confidence",
} as const;
