import { candidateCategoryOf, candidateStageOf } from "@site/contract/api/applications";
import { jobMessages } from "@site/contract/api/job-posts";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import {
  applicationStageChanges,
  applications,
  applicationWithdrawals,
  jobStages,
  jobs,
} from "#api/db/schema.ts";
import { Conflict, NotFound } from "#api/http/errors.ts";
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
      viewedAt: applications.viewedAt,
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
  const shown = await shownStageNames(
    db,
    rows.map((row) => row.jobId),
  );
  // A stage's name only where its employer shows it to candidates; else our words for its kind.
  const named = (jobId: number, key: string) => {
    const name = shown.get(`${jobId} ${key}`);
    return name === undefined ? {} : { name };
  };
  const withdrawn = await db
    .select({
      applicationId: applicationWithdrawals.applicationId,
      jobId: jobs.id,
      jobTitle: jobs.title,
      companyName: jobs.companyName,
      appliedAt: applicationWithdrawals.appliedAt,
      withdrawnAt: applicationWithdrawals.withdrawnAt,
      stage: applicationWithdrawals.stage,
    })
    .from(applicationWithdrawals)
    .innerJoin(jobs, eq(jobs.id, applicationWithdrawals.jobId))
    .where(eq(applicationWithdrawals.userId, userId));
  // A withdrawn application stays in the history (decision 091): "Withdrawn", with its dates.
  const withdrawnSummaries = withdrawn.map(({ appliedAt, withdrawnAt, stage, ...row }) => ({
    ...row,
    appliedAt: appliedAt.toISOString(),
    status: "withdrawn" as const,
    // The stage it had reached, in the candidate's words (its own stage names went with it).
    stage: candidateStageOf[candidateCategoryOf(stage)],
    stageChangedAt: withdrawnAt.toISOString(),
    withdrawnAt: withdrawnAt.toISOString(),
    history: [{ stage: "applied" as const, at: appliedAt.toISOString() }],
  }));
  const live = rows.map(({ appliedAt, jobStatus, stage, stageChangedAt, viewedAt, ...row }) => {
    const stageName = named(row.jobId, stage).name;
    return {
      ...row,
      appliedAt: appliedAt.toISOString(),
      status: jobStatus === "open" ? ("submitted" as const) : ("closed" as const),
      stage: candidateStageOf[candidateCategoryOf(stage)],
      ...(stageName === undefined ? {} : { stageName }),
      stageChangedAt: (stageChangedAt ?? appliedAt).toISOString(),
      viewedAt: viewedAt?.toISOString() ?? null,
      history: [
        { stage: "applied" as const, at: appliedAt.toISOString() },
        ...changes
          .filter((change) => change.applicationId === row.applicationId)
          .map((change) => ({
            stage: candidateStageOf[candidateCategoryOf(change.toStage)],
            ...named(row.jobId, change.toStage),
            at: change.createdAt.toISOString(),
          })),
      ],
    };
  });
  // Newest application first, the withdrawn ones among the others.
  return [...live, ...withdrawnSummaries].sort((a, b) => b.appliedAt.localeCompare(a.appliedAt));
}

/**
 * Withdraws the candidate's own application; a resume no longer used anywhere is removed too. One
 * already withdrawn answers 409, another account's or an unknown one 404 (decision 091).
 */
export async function withdrawApplication(
  db: Db,
  userId: string,
  applicationId: string,
  now: Date,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const result = await removeApplication(
      tx,
      and(eq(applications.id, applicationId), eq(applications.userId, userId)),
      now,
    );
    if (!result.removed) {
      const [withdrawn] = await tx
        .select({ id: applicationWithdrawals.applicationId })
        .from(applicationWithdrawals)
        .where(
          and(
            eq(applicationWithdrawals.applicationId, applicationId),
            eq(applicationWithdrawals.userId, userId),
          ),
        );
      if (withdrawn) throw new Conflict(jobMessages.alreadyWithdrawn);
      throw new NotFound(jobMessages.applicationNotFound);
    }
    return result.orphanKey;
  });
}

/**
 * The names candidates may read, by "jobId key": a live stage the employer shows to candidates
 * (docs/decisions/083-custom-pipeline-stages.md). Internal and removed stages are left out.
 */
export async function shownStageNames(db: Db, jobIds: readonly number[]): Promise<Map<string, string>> {
  const unique = [...new Set(jobIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ jobId: jobStages.jobId, key: jobStages.key, name: jobStages.name })
    .from(jobStages)
    .where(
      and(
        inArray(jobStages.jobId, unique),
        eq(jobStages.shownToCandidates, true),
        eq(jobStages.removed, false),
      ),
    );
  return new Map(rows.map((row) => [`${row.jobId} ${row.key}`, row.name]));
}
