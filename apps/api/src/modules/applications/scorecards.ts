import type { Recommendation, Scorecard, ScorecardCriterion } from "@site/contract/api/applications";
import { asc, eq, sql } from "drizzle-orm";
import { applicationScorecards } from "#api/db/schema.ts";
import type { SessionUser } from "#api/modules/accounts/public.ts";
import type { Db } from "#api/platform/database.ts";
import { applicationOf } from "./access.ts";

type Row = typeof applicationScorecards.$inferSelect;

const toScorecard = (row: Row): Scorecard => ({
  reviewer: row.reviewerEmail,
  ratings: {
    skills: row.ratings.skills ?? 0,
    experience: row.ratings.experience ?? 0,
    communication: row.ratings.communication ?? 0,
    motivation: row.ratings.motivation ?? 0,
  },
  recommendation: row.recommendation,
  comment: row.comment,
  submittedAt: row.submittedAt.toISOString(),
});

/** The actor's scorecard on an application, replacing an earlier one of theirs (one per reviewer). */
export async function submitScorecard(
  db: Db,
  actor: SessionUser,
  input: {
    applicationId: string;
    ratings: Record<ScorecardCriterion, number>;
    recommendation: Recommendation;
    comment: string;
  },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await applicationOf(tx, actor, input.applicationId, { lock: true });
    const values = {
      ratings: input.ratings,
      recommendation: input.recommendation,
      comment: input.comment,
      reviewerEmail: actor.email,
      submittedAt: now,
    };
    await tx
      .insert(applicationScorecards)
      .values({ applicationId: input.applicationId, reviewerUserId: actor.userId, ...values })
      .onConflictDoUpdate({
        target: [applicationScorecards.applicationId, applicationScorecards.reviewerUserId],
        set: values,
      });
  });
}

/**
 * The scorecards an actor may read on an application: their own, and the other reviewers' only
 * once they submitted theirs, so that nobody's judgement leans on another's (as in Greenhouse).
 * The rule holds for admins too; the count of the others is always told.
 */
export async function scorecardsFor(db: Db, actor: SessionUser, applicationId: string) {
  await applicationOf(db, actor, applicationId);
  const rows = await db
    .select()
    .from(applicationScorecards)
    .where(eq(applicationScorecards.applicationId, applicationId))
    .orderBy(asc(applicationScorecards.submittedAt), asc(sql`${applicationScorecards.id}`));
  const mine = rows.find((row) => row.reviewerUserId === actor.userId);
  const others = rows.filter((row) => row.reviewerUserId !== actor.userId);
  return {
    mine: mine ? toScorecard(mine) : null,
    others: mine ? others.map(toScorecard) : [],
    otherCount: others.length,
  };
}
