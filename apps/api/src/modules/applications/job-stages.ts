import { createHash, randomBytes } from "node:crypto";
import {
  type fixedStages,
  isFixedStage,
  type JobStage,
  type JobStages,
  STAGE_NAME_MAX,
  stageLabels,
  stageMessages,
} from "@site/contract/api/applications";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import { applicationStageChanges, applications, jobStages, jobs } from "#api/db/schema.ts";
import { Conflict, FieldError } from "#api/http/errors.ts";
import type { SessionUser } from "#api/modules/accounts/public.ts";
import type { Db } from "#api/platform/database.ts";

type StageRow = typeof jobStages.$inferSelect;

async function stageRows(db: Db, jobId: number): Promise<StageRow[]> {
  return db.select().from(jobStages).where(eq(jobStages.jobId, jobId)).orderBy(asc(jobStages.position));
}

/** A fingerprint of the live stages in order: what a save must start from (no lost renames). */
function versionOf(rows: readonly StageRow[]): string {
  const live = rows.filter((row) => !row.removed).map((row) => [row.key, row.name, row.shownToCandidates]);
  return createHash("sha256").update(JSON.stringify(live)).digest("base64url").slice(0, 22);
}

/** The name of each stage key of a job, removed ones included (for history and messages). */
export async function stageNames(db: Db, jobId: number): Promise<Map<string, StageRow>> {
  return new Map((await stageRows(db, jobId)).map((row) => [row.key, row]));
}

/** A stage's name on a job: the fixed ends' own, the job's stage's, or undefined for none. */
export function nameOf(rows: ReadonlyMap<string, StageRow>, key: string): string | undefined {
  if (isFixedStage(key)) return stageLabels[key];
  const row = rows.get(key);
  return row && !row.removed ? row.name : undefined;
}

async function describe(db: Db, jobId: number): Promise<JobStages> {
  const rows = await stageRows(db, jobId);
  const counts = new Map(
    (
      await db
        .select({ stage: applications.stage, n: count() })
        .from(applications)
        .where(eq(applications.jobId, jobId))
        .groupBy(applications.stage)
    ).map((row) => [row.stage, row.n]),
  );
  const fixed = (key: (typeof fixedStages)[number]): JobStage => ({
    key,
    name: stageLabels[key],
    fixed: true,
    shownToCandidates: true,
    applications: counts.get(key) ?? 0,
  });
  const live = rows.filter((row) => !row.removed);
  return {
    jobId,
    version: versionOf(rows),
    stages: [
      fixed("applied"),
      ...live.map((row) => ({
        key: row.key,
        name: row.name,
        fixed: false,
        shownToCandidates: row.shownToCandidates,
        applications: counts.get(row.key) ?? 0,
      })),
      fixed("hired"),
      fixed("rejected"),
    ],
    removed: rows.filter((row) => row.removed).map((row) => ({ key: row.key, name: row.name })),
  };
}

/** A board in order from a job's live own stages (in position order): Applied, them, Hired, Rejected. */
export const boardOrder = (live: readonly { key: string; name: string }[]) => [
  { key: "applied", name: stageLabels.applied },
  ...live.map(({ key, name }) => ({ key, name })),
  { key: "hired", name: stageLabels.hired },
  { key: "rejected", name: stageLabels.rejected },
];

/** The boards of many jobs at once (the reports), each in board order, in one query. */
export async function liveStagesOf(db: Db, jobIds: readonly number[]) {
  const rows =
    jobIds.length === 0
      ? []
      : await db
          .select({ jobId: jobStages.jobId, key: jobStages.key, name: jobStages.name })
          .from(jobStages)
          .where(and(inArray(jobStages.jobId, [...jobIds]), eq(jobStages.removed, false)))
          .orderBy(asc(jobStages.jobId), asc(jobStages.position));
  const live = new Map<number, { key: string; name: string }[]>();
  for (const row of rows) live.set(row.jobId, [...(live.get(row.jobId) ?? []), row]);
  return new Map(jobIds.map((id) => [id, boardOrder(live.get(id) ?? [])]));
}

/** A job's stages in board order (the route's ownerOf has checked the job and the caller). */
export const listJobStages = (db: Db, jobId: number) => describe(db, jobId);

export interface SaveStagesInput {
  jobId: number;
  version: string;
  stages: { key: string; name: string; shownToCandidates: boolean }[];
  reassign: { from: string; to: string }[];
}

/**
 * Replaces a job's own stages with the list sent, in its order, in one transaction under the job's
 * row lock: a stage with a key is kept (renamed, moved), one without is added, one left out is
 * removed (kept as removed, so the history names it). The list must start from the version the
 * caller read, so two people editing at once never overwrite each other unseen: the second is
 * refused. A removed stage that holds applications needs a stage they move to (Applied or one
 * that stays); those moves are written to the history like the board's, without mail.
 */
export async function saveJobStages(db: Db, actor: SessionUser, input: SaveStagesInput, now: Date) {
  const moved = await db.transaction(async (tx) => {
    await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, input.jobId)).for("update");
    const rows = await stageRows(tx, input.jobId);
    if (versionOf(rows) !== input.version) throw new Conflict(stageMessages.changedMeanwhile);
    const byKey = new Map(rows.map((row) => [row.key, row]));
    input.stages.forEach((stage, index) => {
      const row = stage.key ? byKey.get(stage.key) : undefined;
      if (stage.key && (!row || row.removed))
        throw new FieldError(400, `stages.${index}.key`, stageMessages.keyInvalid);
    });
    const kept = new Set(input.stages.map((stage) => stage.key).filter(Boolean));
    const removing = rows.filter((row) => !row.removed && !kept.has(row.key));
    const holding = new Map(
      removing.length === 0
        ? []
        : (
            await tx
              .select({ stage: applications.stage, n: count() })
              .from(applications)
              .where(
                and(
                  eq(applications.jobId, input.jobId),
                  inArray(
                    applications.stage,
                    removing.map((row) => row.key),
                  ),
                ),
              )
              .groupBy(applications.stage)
          ).map((row) => [row.stage, row.n]),
    );
    const targets = new Map(input.reassign.map((entry) => [entry.from, entry.to]));
    for (const row of removing) {
      const held = holding.get(row.key) ?? 0;
      if (held === 0) continue;
      const to = targets.get(row.key);
      if (!to) throw new FieldError(400, "reassign", stageMessages.reassignNeeded(row.name, held));
      if (to !== "applied" && !kept.has(to))
        throw new FieldError(400, "reassign", stageMessages.reassignTarget);
    }

    // Removed first, so that a new or renamed stage may take a removed one's name; then the
    // list in its order. Positions are rewritten for every live stage.
    if (removing.length > 0)
      await tx
        .update(jobStages)
        .set({ removed: true, position: 0 })
        .where(
          and(
            eq(jobStages.jobId, input.jobId),
            inArray(
              jobStages.key,
              removing.map((row) => row.key),
            ),
          ),
        );
    // Names are unique among live stages in the database too: park the kept ones under a name
    // longer than any a person may give, so that two stages swapping names never collide halfway.
    for (const key of kept)
      await tx
        .update(jobStages)
        .set({ name: `${key} ${"·".repeat(STAGE_NAME_MAX)}` })
        .where(and(eq(jobStages.jobId, input.jobId), eq(jobStages.key, key)));
    for (const [index, stage] of input.stages.entries()) {
      const values = { name: stage.name, position: index + 1, shownToCandidates: stage.shownToCandidates };
      if (stage.key)
        await tx
          .update(jobStages)
          .set(values)
          .where(and(eq(jobStages.jobId, input.jobId), eq(jobStages.key, stage.key)));
      else await tx.insert(jobStages).values({ jobId: input.jobId, key: newKey(), ...values });
    }

    let movedCount = 0;
    for (const row of removing) {
      const to = targets.get(row.key);
      if (!to || !holding.get(row.key)) continue;
      const movedRows = await tx
        .update(applications)
        .set({ stage: to, stageChangedAt: now })
        .where(and(eq(applications.jobId, input.jobId), eq(applications.stage, row.key)))
        .returning({ id: applications.id });
      movedCount += movedRows.length;
      if (movedRows.length > 0)
        await tx.insert(applicationStageChanges).values(
          movedRows.map((moved) => ({
            applicationId: moved.id,
            fromStage: row.key,
            toStage: to,
            movedByUserId: actor.userId,
            movedByEmail: actor.email,
            createdAt: now,
          })),
        );
    }
    return movedCount;
  });
  return { message: stageMessages.saved, moved, ...(await describe(db, input.jobId)) };
}

/** A new stage's key: random, never one of the fixed or default ones. */
const newKey = () => `s-${randomBytes(6).toString("hex")}`;
