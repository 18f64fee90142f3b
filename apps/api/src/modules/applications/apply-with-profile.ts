import type { AnswerInput } from "@site/contract/api/applications";
import { jobMessages } from "@site/contract/api/job-posts";
import { eq } from "drizzle-orm";
import { applications, profiles, storedFiles } from "#api/db/schema.ts";
import { BadRequest, Conflict } from "#api/http/errors.ts";
import { findJob } from "#api/modules/job-posts/public.ts";
import { type Db, isUniqueViolation } from "#api/platform/database.ts";
import type { LinkSigner } from "#api/platform/signing.ts";
import { checkAnswers, knockOutOf, recordAnswers } from "./answers.ts";
import { emailOf, queueApplicationMails } from "./application-mails.ts";
import { questionsOf } from "./job-questions.ts";
import { rejectKnockedOut } from "./knock-out.ts";

export interface ApplyWithProfileDeps {
  db: Db;
  signer: LinkSigner;
  publicBaseUrl: string;
  mailQueued: () => void;
}

export interface ApplyOptions {
  /** The answers to the job's questions, checked against them. */
  answers?: readonly AnswerInput[];
  /** How long the rejection mail of a knock-out answer waits in the outbox. */
  knockOutMailDelayMs?: number;
}

/**
 * A signed-in candidate applies with the resume of their profile; once per job. The candidate gets
 * a receipt and the job's owner a mail, queued with the application
 * (docs/decisions/075-application-receipts.md). The answers are stored with the
 * application; a knock-out answer rejects it at once and queues the rejection mail to go out only
 * after `knockOutMailDelayMs` (docs/decisions/073-application-questions-and-knock-outs.md).
 */
export async function applyWithProfile(
  deps: ApplyWithProfileDeps,
  userId: string,
  jobId: number,
  now: Date,
  { answers = [], knockOutMailDelayMs = 0 }: ApplyOptions = {},
): Promise<void> {
  const { db } = deps;
  const job = await findJob(db, jobId);
  if (job.status !== "open") throw new Conflict(jobMessages.jobClosed);
  const checked = checkAnswers(await questionsOf(db, jobId), answers);
  const [profile] = await db
    .select({ resumeFileId: profiles.resumeFileId, fileName: storedFiles.originalName })
    .from(profiles)
    .leftJoin(storedFiles, eq(storedFiles.id, profiles.resumeFileId))
    .where(eq(profiles.userId, userId));
  if (!profile?.resumeFileId) throw new BadRequest(jobMessages.noResumeOnProfile);
  const resumeFileId = profile.resumeFileId;
  const knockOut = knockOutOf(checked);
  let queued = 0;
  try {
    await db.transaction(async (tx) => {
      const [application] = await tx
        .insert(applications)
        .values({ jobId, userId, resumeFileId, withProfile: true, createdAt: now })
        .returning({ id: applications.id });
      // Stryker disable next-line ConditionalExpression,StringLiteral,CallExpression: unreachable, an INSERT … RETURNING of one row answers that row or throws (the guard is for the type checker)
      if (!application) throw new Error("insert returned no application");
      await recordAnswers(tx, application.id, checked);
      const address = await emailOf(tx, userId);
      queued = await queueApplicationMails(
        tx,
        deps,
        {
          applicationId: application.id,
          job,
          sent: { with: "profile", fileName: profile.fileName ?? "resume" },
          ...(address ? { receiptTo: { address, verified: true } } : {}),
          fromAccount: true,
        },
        now,
      );
      if (!knockOut) return;
      queued += await rejectKnockedOut(
        tx,
        { id: application.id, job, knockOut, mailTo: address ? { address, verified: true } : undefined },
        now,
        knockOutMailDelayMs,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(jobMessages.alreadyApplied);
    throw error;
  }
  if (queued > 0) deps.mailQueued();
}
