import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// Every screen of docs/product/requirements.md §2. Paths keep the spec's spelling (including its
// capitals); matching is case-insensitive. Components link through lib/paths.ts.
export default [
  index("routes/home.tsx", { id: "root-index" }),
  route("home", "routes/home.tsx", { id: "home" }),

  // Job portal
  route("login", "routes/login.tsx"),
  route("request-registration", "routes/request-registration.tsx"),
  route("request-reset-pw", "routes/request-reset-pw.tsx"),
  route("view-profile", "routes/view-profile.tsx"),
  route("edit-profile", "routes/edit-profile.tsx"),
  route("search-jobs", "routes/search-jobs.tsx"),
  route("job/:jobId", "routes/job.tsx"),
  route("saved-jobs", "routes/saved-jobs.tsx"),
  route("my-jobs", "routes/my-jobs.tsx"),
  // A job alert's unsubscribe link, from its digest mail.
  route("unsubscribe-job-alert", "routes/unsubscribe-job-alert.tsx"),
  route("submit-inquiry", "routes/submit-inquiry.tsx"),
  route("contact-us", "routes/contact-us.tsx"),
  // A resume-only applicant's status page, from the signed link of the confirmation mail.
  route("application-status", "routes/application-status.tsx"),
  // An interview invitation: the candidate books one of the offered times (docs/decisions/082-interview-scheduling.md).
  route("interview", "routes/interview.tsx"),
  // An admin's invitation: the invitee sets their own password (docs/decisions/045-invites.md).
  route("accept-invite", "routes/accept-invite.tsx"),

  // Console of employers and admins; the layout checks the role, each screen stays thin.
  route("console", "routes/console.tsx", [
    index("routes/console-home.tsx"),
    route("jobs", "routes/console-jobs.tsx"),
    route("jobs/new", "routes/console-job-new.tsx"),
    route("jobs/:jobId", "routes/console-job-edit.tsx"),
    route("jobs/:jobId/applicants", "routes/console-job-applicants.tsx"),
    route("jobs/:jobId/questions", "routes/console-job-questions.tsx"),
    route("jobs/:jobId/stages", "routes/console-job-stages.tsx"),
    route("jobs/:jobId/report", "routes/console-job-report.tsx"),
    route("reports", "routes/console-reports.tsx"),
    layout("routes/console-admin.tsx", [
      route("users", "routes/console-users.tsx"),
      route("inquiries", "routes/console-inquiries.tsx"),
      route("ai-agent", "routes/console-ai-agent.tsx"),
    ]),
  ]),

  // Marketing
  route("products", "routes/products.tsx"),
  route("Purchase/*", "routes/purchase.tsx"),
  route("userinfo", "routes/userinfo.tsx"),
  route("systems-controller", "routes/systems-controller.tsx"),
  route("Infrastructure-Manager-for-aws", "routes/infrastructure-manager-aws.tsx"),
  route("LLM-Integrations", "routes/llm-integrations.tsx"),
  route("Data-Warehousing-Integration", "routes/data-warehousing.tsx"),

  // Documentation; an unknown or missing section shows the introduction.
  route("universal-shell/:section?", "routes/universal-shell.tsx"),
  route("automation-controller/:section?", "routes/automation-controller.tsx"),
  route("universal-shell-aws/:section?", "routes/universal-shell-aws.tsx"),
  route("aws-infra-builder/:section?", "routes/aws-infra-builder.tsx"),

  // Any other URL shows the home page (spec: the catch-all /* renders home) under a "Page not
  // found" notice; the server answers 404 there (docs/decisions/039-real-404.md).
  route("*", "routes/not-found.tsx", { id: "catch-all" }),
] satisfies RouteConfig;
