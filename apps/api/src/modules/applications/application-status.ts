import { candidateCategoryOf, hiringMessages } from "@site/contract/api/applications";
import { eq } from "drizzle-orm";
import { applications, jobs } from "#api/db/schema.ts";
import { NotFound } from "#api/http/errors.ts";
import type { Db } from "#api/platform/database.ts";
import type { FileStorage } from "#api/platform/storage/storage.ts";
import { shownStageNames } from "./my-applications.ts";
import { removeApplication } from "./remove-application.ts";

interface LinkInput {
  applicationId: string;
  token: string;
}

/**
 * The stage of the one application a signed link names: nothing else about it, nor any other.
 * The route's checkLink (checkStatusToken) has let only a valid link through.
 */
export async function applicationStatus(db: Db, input: LinkInput) {
  const [row] = await db
    .select({
      jobId: applications.jobId,
      jobTitle: jobs.title,
      companyName: jobs.companyName,
      createdAt: applications.createdAt,
      stage: applications.stage,
      viewedAt: applications.viewedAt,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, input.applicationId));
  if (!row) throw new NotFound(hiringMessages.applicationGone);
  const { createdAt, stage, viewedAt, ...job } = row;
  // A stage of the job's own reads as its kind unless the employer shows its name to candidates.
  const stageName = (await shownStageNames(db, [row.jobId])).get(`${row.jobId} ${stage}`);
  return {
    ...job,
    appliedAt: createdAt.toISOString(),
    viewedAt: viewedAt?.toISOString() ?? null,
    stage: candidateCategoryOf(stage),
    ...(stageName === undefined ? {} : { stageName }),
  };
}

/** Withdraws the application a (checked) signed link names, with its resume when nothing else uses it. */
export async function withdrawByStatusLink(
  deps: { db: Db; storage: FileStorage; now: () => Date },
  input: LinkInput,
): Promise<void> {
  const result = await deps.db.transaction((tx) =>
    removeApplication(tx, eq(applications.id, input.applicationId), deps.now()),
  );
  if (!result.removed) throw new NotFound(hiringMessages.applicationGone);
  if (result.orphanKey) await deps.storage.delete(result.orphanKey).catch(() => {});
}
