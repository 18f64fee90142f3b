import type { AnswerInput } from "@site/contract/api/applications";
import { jobMessages } from "@site/contract/api/job-posts";
import { eq } from "drizzle-orm";
import { applications, profiles, users } from "#api/db/schema.ts";
import { BadRequest, Conflict } from "#api/http/errors.ts";
import { findJob } from "#api/modules/job-posts/public.ts";
import { type Db, isUniqueViolation } from "#api/platform/database.ts";
import { enqueueMail } from "#api/platform/mail/outbox.ts";
import { checkAnswers, knockOutOf, recordAnswers, rejectForKnockOut } from "./answers.ts";
import { questionsOf } from "./job-questions.ts";
import { stageMailContent } from "./stage-mail.ts";

export interface ApplyOptions {
  /** The answers to the job's questions, checked against them. */
  answers?: readonly AnswerInput[];
  /** How long the rejection mail of a knock-out answer waits in the outbox. */
  knockOutMailDelayMs?: number;
}

/**
 * A signed-in candidate applies with the resume of their profile; once per job. The answers are
 * stored with the application; a knock-out answer rejects it at once and queues the rejection
 * mail to go out only after `knockOutMailDelayMs` (docs/decisions/073-application-questions-and-knock-outs.md).
 * Answers whether a mail was queued.
 */
export async function applyWithProfile(
  db: Db,
  userId: string,
  jobId: number,
  now: Date,
  { answers = [], knockOutMailDelayMs = 0 }: ApplyOptions = {},
): Promise<{ mailQueued: boolean }> {
  const job = await findJob(db, jobId);
  if (job.status !== "open") throw new Conflict(jobMessages.jobClosed);
  const checked = checkAnswers(await questionsOf(db, jobId), answers);
  const [profile] = await db
    .select({ resumeFileId: profiles.resumeFileId, email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, userId));
  if (!profile?.resumeFileId) throw new BadRequest(jobMessages.noResumeOnProfile);
  const { resumeFileId, email } = profile;
  const knockOut = knockOutOf(checked);
  try {
    await db.transaction(async (tx) => {
      const [application] = await tx
        .insert(applications)
        .values({ jobId, userId, resumeFileId, withProfile: true, createdAt: now })
        .returning({ id: applications.id });
      // Stryker disable next-line ConditionalExpression,StringLiteral,CallExpression: unreachable, an INSERT … RETURNING of one row answers that row or throws (the guard is for the type checker)
      if (!application) throw new Error("insert returned no application");
      await recordAnswers(tx, application.id, checked);
      if (!knockOut) return;
      await rejectForKnockOut(tx, application.id, knockOut, now, true);
      const mail = stageMailContent("rejected", {
        jobId,
        verified: true,
        jobTitle: job.title,
        companyName: job.companyName,
      });
      await enqueueMail(tx, { to: email, ...mail }, now, {
        sendAt: new Date(now.getTime() + knockOutMailDelayMs),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(jobMessages.alreadyApplied);
    throw error;
  }
  return { mailQueued: knockOut !== undefined };
}
