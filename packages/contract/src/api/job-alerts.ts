import { z } from "zod";
import { type BodyKeys, defineEndpoint } from "../endpoint.ts";
import { messageAnswer, sessionToken, signedLinkFields } from "../fields.ts";
import { ipLimits } from "../ip-limits.ts";
import { jobFilterFields, jobFilterFlagFields, salaryFloorNeedsCurrency } from "../job-filter.ts";
import { seniorities } from "../job-seniority.ts";
import { employmentTypes, workplaces } from "../job-structure.ts";
import { ownList } from "../own-list.ts";
import { KEYWORD_MAX } from "./job-posts.ts";

/** How many job alerts one account may keep (docs/decisions/041-job-alerts.md). */
export const JOB_ALERTS_MAX = 10;
/** How many new jobs one digest lists at most; the mail links to the search for the rest. */
export const JOB_ALERT_DIGEST_MAX = 20;

export const jobAlertFrequencies = ["daily", "weekly"] as const;
export type JobAlertFrequency = (typeof jobAlertFrequencies)[number];

const cadence = (frequency: JobAlertFrequency) =>
  `We will e-mail you new matching jobs ${frequency === "daily" ? "once a day" : "once a week"}.`;

export const jobAlertMessages = {
  created: (frequency: JobAlertFrequency) => `Job alert created. ${cadence(frequency)}`,
  cadence,
  tooMany: `You can keep up to ${JOB_ALERTS_MAX} job alerts. Delete one to create another.`,
  deleted: "Job alert deleted.",
  notFound: "This job alert does not exist or was already deleted.",
  unsubscribed: "You will no longer receive this alert.",
  linkInvalid: "This unsubscribe link is not valid or has expired. Log in to manage your job alerts.",
  frequency: "Frequency must be daily or weekly.",
  paused: "Job alert paused. We will not e-mail you until you resume it.",
  resumed: (frequency: JobAlertFrequency) =>
    `Job alert resumed. ${cadence(frequency)} It lists jobs posted from now on.`,
  updated: (frequency: JobAlertFrequency) => `Job alert saved. ${cadence(frequency)}`,
} as const;

/**
 * The saved search of an alert: the search's keyword and filters, without the page, the sort and
 * "posted within" (an alert's window is the time since its last mail).
 */
const { postedWithin: _postedWithin, ...alertFilterFields } = jobFilterFields;

export const jobAlertSearchFields = {
  keyword: z
    .string({ error: "keyword must be text." })
    .trim()
    .max(KEYWORD_MAX, `keyword must be at most ${KEYWORD_MAX} characters.`)
    .optional()
    .default(""),
  ...alertFilterFields,
};

const alertId = z.string({ error: jobAlertMessages.notFound }).uuid(jobAlertMessages.notFound);

export const jobAlert = z.object({
  alertId: z.string(),
  frequency: z.enum(jobAlertFrequencies),
  keyword: z.string(),
  employmentType: z.array(z.enum(employmentTypes)),
  workplace: z.array(z.enum(workplaces)),
  jobCountry: z.array(z.string()),
  jobCity: z.array(z.string()),
  companyName: z.array(z.string()),
  // Decision 103; absent from older servers' answers.
  seniority: z.array(z.enum(seniorities)).default([]),
  nearCity: z.string().nullable().default(null),
  radiusKm: z.number().nullable().default(null),
  salaryFloor: z.number().nullable(),
  salaryCurrency: z.string().nullable(),
  ...jobFilterFlagFields,
  /** ISO 8601; set while the candidate has paused the alert (no digest until resumed). */
  pausedAt: z.string().nullable(),
  /** ISO 8601 */
  createdAt: z.string(),
});
export type JobAlert = z.infer<typeof jobAlert>;

/** What an alert keeps, as creating and editing one take it: how often it mails and its search. */
const jobAlertSettings = {
  frequency: z.enum(jobAlertFrequencies, { error: jobAlertMessages.frequency }),
  ...jobAlertSearchFields,
};
/** The body of a call that saves an alert's settings: the session, then the settings. */
const alertSettingsBody = z.object({ accessToken: sessionToken, ...jobAlertSettings });
/** The answer of a change to one alert: what to tell the candidate and the alert as it now is. */
const alertAnswer = z.object({ message: z.string(), alert: jobAlert });
/** The body of an action on one alert: the session and the alert's id. */
const alertIdBody = z.object({ accessToken: sessionToken, alertId });

export const jobAlerts = ownList({
  path: "/api/job_alerts",
  summary: "The signed-in candidate's job alerts, the latest first",
  tag: "job alerts",
  access: "candidate",
  item: jobAlert,
});

/**
 * A call on the signed-in candidate's alerts: the same access and limit for each. An action on one
 * alert names it by its id (the body by default); another account's alert answers 404.
 */
const alertAction = <
  Path extends string,
  Response extends z.ZodTypeAny,
  Body extends z.ZodType<{ accessToken?: string }> = typeof alertIdBody,
>(
  path: Path,
  summary: string,
  response: Response,
  body?: Body,
  options: { idempotent?: true } = {},
) =>
  defineEndpoint({
    method: "POST",
    path,
    summary,
    tag: "job alerts",
    access: "candidate",
    // Body's type has accessToken, which TypeScript cannot see through a generic body.
    token: "accessToken" as "accessToken" & BodyKeys<Body>,
    ipLimit: ipLimits.jobAlerts,
    body: (body ?? alertIdBody) as Body,
    query: undefined,
    response,
    ...options,
  });

export const createJobAlert = alertAction(
  "/api/create_job_alert",
  `Save the current job search as an alert mailed daily or weekly (at most ${JOB_ALERTS_MAX} per account)`,
  alertAnswer,
  alertSettingsBody.refine(...salaryFloorNeedsCurrency),
  { idempotent: true },
);
export type CreateJobAlertBody = z.output<NonNullable<typeof createJobAlert.body>>;

export const deleteJobAlert = alertAction(
  "/api/delete_job_alert",
  "Delete one of the signed-in candidate's job alerts (another account's answers 404)",
  messageAnswer,
);

export const pauseJobAlert = alertAction(
  "/api/pause_job_alert",
  "Pause one of the signed-in candidate's job alerts: no digest until it is resumed (pausing a paused alert changes nothing; another account's answers 404)",
  alertAnswer,
);

export const resumeJobAlert = alertAction(
  "/api/resume_job_alert",
  "Resume a paused job alert: its next digest, one period later, lists only jobs posted after the resume (decision 091; another account's answers 404)",
  alertAnswer,
);

/**
 * Edits an alert: its frequency and its whole search (keyword and filters, as create_job_alert
 * takes them; a list or filter left out is cleared). A changed search looks for jobs from now on.
 */
export const updateJobAlert = alertAction(
  "/api/update_job_alert",
  "Change one of the signed-in candidate's job alerts: how often it mails and its search (another account's answers 404)",
  alertAnswer,
  alertSettingsBody.extend({ alertId }).refine(...salaryFloorNeedsCurrency),
);
export type UpdateJobAlertBody = z.output<NonNullable<typeof updateJobAlert.body>>;

/**
 * The unsubscribe link of a digest: the id and the signed token travel in the query, so the same
 * URL serves the page's call and a mail client's one-click POST (RFC 8058), whose form body is
 * ignored.
 */
export const unsubscribeJobAlert = defineEndpoint({
  method: "POST",
  path: "/api/unsubscribe_job_alert",
  summary: "Stop one job alert with the signed link of its digest (no account)",
  tag: "job alerts",
  access: "signed-link",
  ipLimit: ipLimits.alertLink,
  body: undefined,
  query: z.object(signedLinkFields("id", jobAlertMessages.linkInvalid)),
  response: messageAnswer,
});

export const jobAlertEndpoints = {
  createJobAlert,
  jobAlerts,
  deleteJobAlert,
  pauseJobAlert,
  resumeJobAlert,
  updateJobAlert,
  unsubscribeJobAlert,
} as const;
