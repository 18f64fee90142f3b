import type { SiteLinkTarget } from "@site/content/site";

/** Every page of the site. Components link through this object, never through literals. */
export const paths = {
  root: "/",
  home: "/home",
  login: "/login",
  requestRegistration: "/request-registration",
  requestResetPassword: "/request-reset-pw",
  viewProfile: "/view-profile",
  editProfile: "/edit-profile",
  searchJobs: "/search-jobs",
  job: (jobId: string) => `/job/${encodeURIComponent(jobId)}`,
  // A candidate's saved jobs (docs/decisions/033-faceted-search-and-saved-jobs.md).
  savedJobs: "/saved-jobs",
  // A candidate's applications, saved jobs and job alerts on one page (docs/decisions/042-my-jobs-page.md).
  myJobs: "/my-jobs",
  // The landing page of a job alert digest's unsubscribe link (docs/decisions/041-job-alerts.md).
  unsubscribeJobAlert: "/unsubscribe-job-alert",
  submitInquiry: "/submit-inquiry",
  applicationStatus: "/application-status",
  interview: "/interview",
  acceptInvite: "/accept-invite",
  // The console of employers and admins (not in the spec: roles of docs/product/product-choices.md).
  console: "/console",
  consoleUsers: "/console/users",
  consoleJobs: "/console/jobs",
  consoleNewJob: "/console/jobs/new",
  consoleEditJob: (jobId: string) => `/console/jobs/${encodeURIComponent(jobId)}`,
  consoleApplicants: (jobId: string) => `/console/jobs/${encodeURIComponent(jobId)}/applicants`,
  consoleQuestions: (jobId: string) => `/console/jobs/${encodeURIComponent(jobId)}/questions`,
  consoleStages: (jobId: string) => `/console/jobs/${encodeURIComponent(jobId)}/stages`,
  consoleReport: (jobId: string) => `/console/jobs/${encodeURIComponent(jobId)}/report`,
  consoleReports: "/console/reports",
  consoleInquiries: "/console/inquiries",
  consoleAiAgent: "/console/ai-agent",
  contactUs: "/contact-us",
  products: "/products",
  purchase: "/Purchase",
  userInfo: "/userinfo",
  systemsController: "/systems-controller",
  infrastructureManagerAws: "/Infrastructure-Manager-for-aws",
  llmIntegrations: "/LLM-Integrations",
  dataWarehousing: "/Data-Warehousing-Integration",
  universalShell: "/universal-shell",
  universalShellSection: (section: string) => `/universal-shell/${encodeURIComponent(section)}`,
  automationController: "/automation-controller",
  automationControllerSection: (section: string) => `/automation-controller/${encodeURIComponent(section)}`,
  universalShellAws: "/universal-shell-aws",
  universalShellAwsSection: (section: string) => `/universal-shell-aws/${encodeURIComponent(section)}`,
  awsInfraBuilder: "/aws-infra-builder",
  awsInfraBuilderSection: (section: string) => `/aws-infra-builder/${encodeURIComponent(section)}`,
} as const satisfies Record<SiteLinkTarget, string> &
  Record<string, string | ((...args: string[]) => string)>;

/** The path of a page named in the site copy (packages/content). */
export function pathOf(target: SiteLinkTarget): string {
  return paths[target];
}

/**
 * Marketing and documentation pages, rendered to HTML at build time. The job portal depends on
 * the visitor's session and renders in the browser, except the two shells below.
 */
export const prerenderedPaths = [
  paths.root,
  paths.home,
  paths.products,
  paths.purchase,
  paths.userInfo,
  paths.systemsController,
  paths.infrastructureManagerAws,
  paths.llmIntegrations,
  paths.dataWarehousing,
  paths.universalShell,
  paths.automationController,
  paths.universalShellAws,
  paths.awsInfraBuilder,
  paths.submitInquiry,
  paths.contactUs,
] as const;

/**
 * The job portal's front door, prerendered as shells (header, search box, placeholders) that the
 * browser fills in: /search-jobs itself, and one job page whose HTML the server answers for every
 * /job/{id} (docs/decisions/049-search-page-speed.md); and the log-in and sign-up forms (decision 128).
 */
export const portalShells = [
  { path: paths.searchJobs, pattern: "search-jobs" },
  { path: paths.job("1"), pattern: "job/:jobId" },
  // The ways in: the same forms for everyone, complete in their first HTML; the app starts at
  // their first use (docs/decisions/128-way-in-pages-start-the-app-on-use.md).
  { path: paths.login, pattern: "login" },
  { path: paths.requestRegistration, pattern: "request-registration" },
  // A signed-in candidate's own pages: the server writes them for a live session cookie, and
  // sends the SPA fallback as before otherwise (docs/decisions/136-candidate-pages-from-the-server.md).
  { path: paths.savedJobs, pattern: "saved-jobs" },
  { path: paths.myJobs, pattern: "my-jobs" },
  { path: paths.viewProfile, pattern: "view-profile" },
  { path: paths.editProfile, pattern: "edit-profile" },
] as const;
