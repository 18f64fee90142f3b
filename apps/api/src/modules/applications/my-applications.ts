import { candidateStageOf } from "@site/contract/api/applications";
import { jobMessages } from "@site/contract/api/job-posts";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { applicationStageChanges, applications, jobs } from "#api/db/schema.ts";
import { NotFound } from "#api/http/errors.ts";
import type { Db } from "#api/platform/database.ts";
import { removeApplication } from "./remove-application.ts";

/**
 * The candidate's applications, newest first, each with its stage as the candidate reads it and
 * the history of its moves (date and stage only: never who moved it, the reason or the notes).
 */
export async function listMyApplications(db: Db, userId: string) {
  const rows = await db
    .select({
      applicationId: applications.id,
      jobId: jobs.id,
      jobTitle: jobs.title,
      companyName: jobs.companyName,
      appliedAt: applications.createdAt,
      jobStatus: jobs.status,
      stage: applications.stage,
      stageChangedAt: applications.stageChangedAt,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.userId, userId))
    .orderBy(desc(applications.createdAt));
  const ids = rows.map((row) => row.applicationId);
  const changes = ids.length
    ? await db
        .select({
          applicationId: applicationStageChanges.applicationId,
          toStage: applicationStageChanges.toStage,
          createdAt: applicationStageChanges.createdAt,
        })
        .from(applicationStageChanges)
        .where(inArray(applicationStageChanges.applicationId, ids))
        .orderBy(asc(applicationStageChanges.createdAt))
    : [];
  return rows.map(({ appliedAt, jobStatus, stage, stageChangedAt, ...row }) => ({
    ...row,
    appliedAt: appliedAt.toISOString(),
    status: jobStatus === "open" ? ("submitted" as const) : ("closed" as const),
    stage: candidateStageOf[stage],
    stageChangedAt: (stageChangedAt ?? appliedAt).toISOString(),
    history: [
      { stage: "applied" as const, at: appliedAt.toISOString() },
      ...changes
        .filter((change) => change.applicationId === row.applicationId)
        .map((change) => ({ stage: candidateStageOf[change.toStage], at: change.createdAt.toISOString() })),
    ],
  }));
}

/** Withdraws the candidate's own application; a resume no longer used anywhere is removed too. */
export async function withdrawApplication(
  db: Db,
  userId: string,
  applicationId: string,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const result = await removeApplication(
      tx,
      and(eq(applications.id, applicationId), eq(applications.userId, userId)),
    );
    if (!result.removed) throw new NotFound(jobMessages.applicationNotFound);
    return result.orphanKey;
  });
}
