import { and, asc, eq, isNull } from "drizzle-orm";
import {
  applicationAnswers,
  applicationNotes,
  applicationStageChanges,
  applications,
} from "#api/db/schema.ts";
import type { SessionUser } from "#api/modules/accounts/public.ts";
import type { Db } from "#api/platform/database.ts";
import { applicationOf } from "./access.ts";

/**
 * An application's moves, private notes and answers to the job's questions, oldest first; only for
 * the job's employer or an admin. The first opening marks the application viewed (decision 095).
 */
export async function applicationDetails(db: Db, actor: SessionUser, applicationId: string, now: Date) {
  await applicationOf(db, actor, applicationId);
  await db
    .update(applications)
    .set({ viewedAt: now })
    .where(and(eq(applications.id, applicationId), isNull(applications.viewedAt)));
  const [current, history, notes, answers] = await Promise.all([
    db
      .select({ stage: applications.stage, rejectionReason: applications.rejectionReason })
      .from(applications)
      .where(eq(applications.id, applicationId)),
    db
      .select()
      .from(applicationStageChanges)
      .where(eq(applicationStageChanges.applicationId, applicationId))
      .orderBy(asc(applicationStageChanges.createdAt), asc(applicationStageChanges.id)),
    db
      .select()
      .from(applicationNotes)
      .where(eq(applicationNotes.applicationId, applicationId))
      .orderBy(asc(applicationNotes.createdAt), asc(applicationNotes.id)),
    db
      .select({
        label: applicationAnswers.label,
        answer: applicationAnswers.answer,
        knockedOut: applicationAnswers.knockedOut,
      })
      .from(applicationAnswers)
      .where(eq(applicationAnswers.applicationId, applicationId))
      .orderBy(asc(applicationAnswers.position)),
  ]);
  return {
    applicationId,
    stage: current[0]?.stage ?? "applied",
    rejectionReason: current[0]?.rejectionReason ?? "",
    history: history.map((change) => ({
      fromStage: change.fromStage,
      toStage: change.toStage,
      reason: change.reason,
      movedBy: change.movedByEmail,
      movedAt: change.createdAt.toISOString(),
      mailed: change.mailed,
    })),
    notes: notes.map(toNote),
    answers,
  };
}

export const toNote = (note: typeof applicationNotes.$inferSelect) => ({
  noteId: note.id,
  body: note.body,
  author: note.authorEmail,
  createdAt: note.createdAt.toISOString(),
});
