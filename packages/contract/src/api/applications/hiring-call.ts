import { z } from "zod";
import { consoleBody, consoleCalls } from "../../console-call.ts";
import { jobIdField } from "../../fields.ts";
import { hiringMessages } from "./stages.ts";

/** A hiring team's call on one job or its applications: by the job's employer or an admin. */
export const hiringCall = consoleCalls({ tag: "hiring", access: "employer-of-job" });

/** An application's id in a hiring team's call. */
export const applicationIdField = z
  .string({ error: hiringMessages.applicationIdInvalid })
  .uuid(hiringMessages.applicationIdInvalid);

/** The body of a call about one job. */
export const onJob = consoleBody({ jobId: jobIdField("jobId") });

/** The body of a call about one application. */
export const onApplication = consoleBody({ applicationId: applicationIdField });
