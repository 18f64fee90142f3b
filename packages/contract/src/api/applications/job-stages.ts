// A job's own pipeline stages between the fixed ends: read and saved by its employer or an admin
// (docs/decisions/083-custom-pipeline-stages.md).
import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { jobIdField, sessionToken } from "../../fields.ts";
import { hiringCall, onJob } from "./hiring-call.ts";
import {
  isFixedStage,
  JOB_STAGES_MAX,
  STAGE_KEY_PATTERN,
  STAGE_NAME_MAX,
  stageLabels,
  stageMessages,
} from "./stages.ts";

const authToken = sessionToken;

export const stageKeyField = (message: string) =>
  z.string({ error: message }).regex(STAGE_KEY_PATTERN, message);

export const stageNameField = z
  .string({ error: stageMessages.nameRequired })
  .trim()
  .min(1, stageMessages.nameRequired)
  .max(STAGE_NAME_MAX, stageMessages.nameTooLong);

/** One column of a job's board, in order: Applied, the job's own stages, Hired, Rejected. */
export const jobStage = z.object({
  key: z.string(),
  name: z.string(),
  /** Applied, Hired and Rejected: on every job, never renamed, moved or removed. */
  fixed: z.boolean(),
  /** Candidates read this name; otherwise our neutral wording (the fixed ends: their own). */
  shownToCandidates: z.boolean(),
  /** How many of the job's applications are at this stage now. */
  applications: z.number().int(),
});
export type JobStage = z.infer<typeof jobStage>;

const stagesAnswer = z.object({
  jobId: z.number().int(),
  /** Send it back with save_job_stages: a save over a list someone changed meanwhile is refused. */
  version: z.string(),
  stages: z.array(jobStage),
  /** Stages removed earlier, so that the history can still name them. */
  removed: z.array(z.object({ key: z.string(), name: z.string() })),
});
export type JobStages = z.infer<typeof stagesAnswer>;

export const jobStages = hiringCall(
  "/api/job_stages",
  "One job's pipeline stages in order, with how many applications each holds (its employer or an admin)",
  onJob,
  stagesAnswer,
);

const editedStage = z.object({
  /** The key of a stage the job has; empty for a new one. */
  key: z
    .union([stageKeyField(stageMessages.keyInvalid), z.literal("")])
    .optional()
    .default(""),
  name: stageNameField,
  shownToCandidates: z
    .boolean({ error: "Shown to candidates must be true or false." })
    .optional()
    .default(false),
});

export const saveJobStagesBody = z
  .object({
    authToken,
    jobId: jobIdField("jobId"),
    version: z
      .string({ error: stageMessages.versionRequired })
      .min(1, stageMessages.versionRequired)
      .max(100),
    /** The job's own stages between Applied and Hired, in their new order; a stage left out is removed. */
    stages: z
      .array(editedStage, { error: stageMessages.stagesInvalid })
      .max(JOB_STAGES_MAX, stageMessages.tooMany),
    /** Where the applications of each removed stage go: Applied or a stage that stays (by key). */
    reassign: z
      .array(
        z.object({
          from: stageKeyField(stageMessages.reassignInvalid),
          to: stageKeyField(stageMessages.reassignInvalid),
        }),
        { error: stageMessages.reassignInvalid },
      )
      .max(JOB_STAGES_MAX + 1, stageMessages.reassignInvalid)
      .optional()
      .default([]),
  })
  .superRefine((body, ctx) => {
    const seenNames = new Set<string>();
    const seenKeys = new Set<string>();
    body.stages.forEach((stage, index) => {
      const folded = stage.name.toLocaleLowerCase("en");
      const fixed = Object.entries(stageLabels).find(
        ([key, label]) => isFixedStage(key) && label.toLocaleLowerCase("en") === folded,
      );
      if (fixed)
        ctx.addIssue({
          code: "custom",
          path: ["stages", index, "name"],
          message: stageMessages.nameFixed(fixed[1]),
        });
      else if (seenNames.has(folded))
        ctx.addIssue({
          code: "custom",
          path: ["stages", index, "name"],
          message: stageMessages.nameTaken(stage.name),
        });
      seenNames.add(folded);
      if (stage.key && (seenKeys.has(stage.key) || isFixedStage(stage.key)))
        ctx.addIssue({ code: "custom", path: ["stages", index, "key"], message: stageMessages.keyTwice });
      if (stage.key) seenKeys.add(stage.key);
    });
  });

export const saveJobStages = defineEndpoint({
  method: "POST",
  access: "employer-of-job",
  token: "authToken",
  path: "/api/save_job_stages",
  idempotent: true,
  summary:
    "Add, rename, reorder and remove a job's own stages in one save, moving the applications of removed ones (its employer or an admin)",
  tag: "hiring",
  body: saveJobStagesBody,
  query: undefined,
  response: stagesAnswer.extend({ message: z.string(), moved: z.number().int() }),
});
