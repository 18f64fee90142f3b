import { accountEndpoints } from "./api/accounts.ts";
import { applicationEndpoints } from "./api/applications.ts";
import { assistantEndpoints } from "./api/assistant.ts";
import { inquiryEndpoints } from "./api/inquiries.ts";
import { jobAlertEndpoints } from "./api/job-alerts.ts";
import { jobPostEndpoints } from "./api/job-posts.ts";
import { systemEndpoints } from "./api/system.ts";

/**
 * Every endpoint of the API, by domain (docs/decisions/065-one-name-per-domain.md): the same
 * names as the API's modules. The server registers exactly these.
 */
export const endpoints = {
  system: systemEndpoints,
  accounts: accountEndpoints,
  inquiries: inquiryEndpoints,
  jobPosts: jobPostEndpoints,
  jobAlerts: jobAlertEndpoints,
  applications: applicationEndpoints,
  assistant: assistantEndpoints,
} as const;
