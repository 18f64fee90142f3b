// Drafts and scheduled publication of job posts (docs/decisions/074-drafts-and-scheduled-publication.md).
import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { jobIdField, messageAnswer, onlyWithChoice, sessionToken } from "../../fields.ts";

/** A post's life: a draft is seen only by its employer and admins; open is public; closed is over. */
export const jobStatuses = ["draft", "open", "closed"] as const;
export type JobStatus = (typeof jobStatuses)[number];

/** How post_job publishes: at once (the spec's behaviour), kept as a draft, or at a chosen time. */
export const publicationChoices = ["now", "draft", "scheduled"] as const;
export type Publication = (typeof publicationChoices)[number];

/** The furthest ahead a publication may be scheduled. */
export const PUBLISH_AT_MAX_DAYS = 365;

/** A publication time: an ISO 8601 date and time with its offset ("2026-12-01T09:00:00Z"). */
export const publishAtField = z
  .string({ error: "Publication time must be a date and time." })
  .trim()
  .refine((value) => z.iso.datetime({ offset: true }).safeParse(value).success, {
    error: "Publication time must be a date and time, such as 2026-12-01T09:00:00Z.",
  });

export const publicationMessages = {
  drafted: "The job has been saved as a draft.",
  scheduled: "The job has been scheduled for publication.",
  unscheduled: "The publication has been cancelled; the job stays a draft.",
  published: "The job has been published.",
  notADraft: "Only a draft can be published or scheduled.",
  publishAtRequired: "Choose when to publish the job.",
  publishAtWithoutSchedule: "A publication time goes with a scheduled publication only.",
  publishAtPast: "The publication time must be in the future.",
  publishAtTooFar: `The publication time must be within ${PUBLISH_AT_MAX_DAYS} days.`,
} as const;

/** post_job's optional fields: absent publishes at once, as before. */
export const publicationFields = {
  publication: z
    .enum(publicationChoices, { error: "Publication must be now, draft or scheduled." })
    .optional()
    .default("now"),
  publishAt: publishAtField.optional(),
};

/** The rule between the two fields, for a body that spreads publicationFields. */
export const publicationRule = onlyWithChoice({
  choiceField: "publication",
  choice: "scheduled",
  field: "publishAt",
  required: publicationMessages.publishAtRequired,
  withoutChoice: publicationMessages.publishAtWithoutSchedule,
});

export const publishJob = defineEndpoint({
  method: "POST",
  path: "/api/publish_job",
  summary: "Publish a draft now: searchable and alerted from this moment (its employer or an admin)",
  tag: "employer",
  access: "employer-of-job",
  token: "authToken",
  body: z.object({ authToken: sessionToken, jobId: jobIdField("jobId") }),
  query: undefined,
  response: messageAnswer,
});

export const scheduleJob = defineEndpoint({
  method: "POST",
  path: "/api/schedule_job",
  summary: "Schedule a draft's publication, or cancel it with null (its employer or an admin)",
  tag: "employer",
  access: "employer-of-job",
  token: "authToken",
  body: z.object({
    authToken: sessionToken,
    jobId: jobIdField("jobId"),
    publishAt: publishAtField.nullable(),
  }),
  query: undefined,
  response: messageAnswer,
});

export const publicationEndpoints = { publishJob, scheduleJob } as const;
