import { adminEndpoints, employerEndpoints } from "./api/admin.ts";
import { authEndpoints } from "./api/auth.ts";
import { chatEndpoints } from "./api/chat.ts";
import { hiringEndpoints } from "./api/hiring.ts";
import { inquiryEndpoints } from "./api/inquiry.ts";
import { inviteEndpoints } from "./api/invites.ts";
import { jobAlertEndpoints } from "./api/job-alerts.ts";
import { jobEndpoints } from "./api/jobs.ts";
import { profileEndpoints } from "./api/profile.ts";
import { savedJobEndpoints } from "./api/saved-jobs.ts";
import { systemEndpoints } from "./api/system.ts";

/** Every endpoint of the API, by domain. The server registers exactly these. */
export const endpoints = {
  system: systemEndpoints,
  auth: authEndpoints,
  inquiries: inquiryEndpoints,
  profile: profileEndpoints,
  jobs: jobEndpoints,
  savedJobs: savedJobEndpoints,
  jobAlerts: jobAlertEndpoints,
  admin: adminEndpoints,
  invites: inviteEndpoints,
  employer: employerEndpoints,
  hiring: hiringEndpoints,
  chat: chatEndpoints,
} as const;
