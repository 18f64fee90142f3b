import { lt, sql } from "drizzle-orm";
import { chatQuestions } from "#api/db/schema.ts";
import { type Db, queryRows } from "#api/platform/database.ts";
import { type PeriodicRound, periodicRound } from "#api/platform/periodic.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the questions older than `retentionDays`; resolves with how many. One instance at a
 * time: the round holds a transaction-scoped advisory lock, and an instance that finds it taken
 * skips its round (another is deleting the same rows). A round that runs later finds nothing left.
 */
export async function purgeOldQuestions(db: Db, now: Date, retentionDays: number): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(hashtext('chat_questions retention')) as locked`,
    );
    if (!lock?.locked) return 0;
    const deleted = await tx
      .delete(chatQuestions)
      .where(lt(chatQuestions.createdAt, cutoff))
      .returning({ id: chatQuestions.id });
    return deleted.length;
  });
}

export type RetentionWorker = PeriodicRound<number>;

/** Purges old questions every `intervalMs` (an hour), on the app's clock, like the job-alert worker. */
export function createRetentionWorker(deps: {
  db: Db;
  now: () => Date;
  retentionDays: number;
  intervalMs?: number;
  onError?: (error: unknown) => void;
}): RetentionWorker {
  return periodicRound(() => purgeOldQuestions(deps.db, deps.now(), deps.retentionDays), {
    intervalMs: deps.intervalMs ?? 60 * 60 * 1000,
    ...(deps.onError ? { onError: deps.onError } : {}),
  });
}
