import type { AnswerInput } from "@site/contract/api/applications";
import { jobMessages } from "@site/contract/api/job-posts";
import { and, eq } from "drizzle-orm";
import { applications, storedFiles } from "#api/db/schema.ts";
import { Conflict } from "#api/http/errors.ts";
import { findEmail, findPhone, readResume, resumeText, storeFile } from "#api/modules/files/public.ts";
import { findJob } from "#api/modules/job-posts/public.ts";
import { type Db, isUniqueViolation } from "#api/platform/database.ts";
import type { MailingDeps } from "#api/platform/mail/outbox.ts";
import type { RateLimits } from "#api/platform/rate-limit.ts";
import type { LinkSigner } from "#api/platform/signing.ts";
import type { FileStorage } from "#api/platform/storage/storage.ts";
import { checkAnswers, knockOutOf, recordAnswers } from "./answers.ts";
import { emailOf, queueApplicationMails } from "./application-mails.ts";
import { questionsOf } from "./job-questions.ts";
import { rejectKnockedOut } from "./knock-out.ts";
import { fileKindOf } from "./mail/application-received.ts";
import { mayMailUnverified } from "./third-party-mail.ts";

export interface ApplyWithResumeDeps extends MailingDeps {
  storage: FileStorage;
  limits: RateLimits;
  signer: LinkSigner;
  /** How long the rejection mail of a knock-out answer waits in the outbox. */
  knockOutMailDelayMs?: number;
}

/**
 * Applies with a resume file only. The receipt, with a signed link to the application's status,
 * goes to the account's address when sent with a session, else to the optional typed address (at
 * most a few a day per address, nobody verified it), naming the job but nothing the sender typed;
 * the job's owner is mailed too (docs/decisions/075-application-receipts.md). Without a typed address the resume's text gives the employer an address and a
 * phone number, so they always learn how to reach the applicant. Sent with a session (`userId`),
 * the application is the account's: one per account and job, however it applied, guarded by the
 * unique index on (job, user) (docs/decisions/031-one-application-per-job-and-inline-pdf.md).
 * The answers to the job's questions are checked before anything is stored; a knock-out answer
 * rejects the application at once, its mail delayed (docs/decisions/073-application-questions-and-knock-outs.md).
 */
export async function applyWithResume(
  deps: ApplyWithResumeDeps,
  input: {
    jobId: number;
    fileName: string;
    dataUrl: string;
    email?: string;
    name?: string;
    userId?: string;
    answers?: readonly AnswerInput[];
  },
): Promise<void> {
  const job = await findJob(deps.db, input.jobId);
  if (job.status !== "open") throw new Conflict(jobMessages.jobClosed);
  const checked = checkAnswers(await questionsOf(deps.db, job.id), input.answers ?? []);
  const knockOut = knockOutOf(checked);
  const userId = input.userId ?? null;
  // Refused before the file is read or stored; the unique index decides between concurrent tries.
  if (userId && (await hasApplied(deps.db, job.id, userId))) throw new Conflict(jobMessages.alreadyApplied);
  const file = await readResume(input.fileName, input.dataUrl);
  const applicantName = input.name ?? "";
  // A typed address is the applicant's own, and the resume is not read then.
  const contact = input.email
    ? { applicantName, applicantEmail: input.email, applicantPhone: "", emailFromResume: false }
    : { applicantName, ...contactInResume(await resumeText(file)) };
  const now = deps.now();
  const accountAddress = userId ? await emailOf(deps.db, userId) : undefined;
  const receiptTo = accountAddress
    ? { address: accountAddress, verified: true }
    : !userId && input.email && (await mayMailUnverified(deps.limits, input.email))
      ? { address: input.email, verified: false }
      : undefined;
  let queued = 0;
  try {
    await storeFile(deps.storage, file, (row) =>
      deps.db.transaction(async (tx) => {
        const [stored] = await tx
          .insert(storedFiles)
          .values({ ...row, ownerUserId: userId, createdAt: now })
          .returning({ id: storedFiles.id });
        // Stryker disable next-line ConditionalExpression,StringLiteral,CallExpression: unreachable, an INSERT … RETURNING of one row answers that row or throws (the guard is for the type checker)
        if (!stored) throw new Error("insert returned no file");
        const [application] = await tx
          .insert(applications)
          .values({ jobId: job.id, userId, resumeFileId: stored.id, createdAt: now, ...contact })
          .returning({ id: applications.id });
        // Stryker disable next-line ConditionalExpression,StringLiteral,CallExpression: unreachable, an INSERT … RETURNING of one row answers that row or throws (the guard is for the type checker)
        if (!application) throw new Error("insert returned no application");
        await recordAnswers(tx, application.id, checked);
        queued = await queueApplicationMails(
          tx,
          deps,
          {
            applicationId: application.id,
            job,
            sent: receiptTo?.verified
              ? { with: "resume", fileName: row.originalName }
              : { with: "resume", fileKind: fileKindOf(file.contentType) },
            ...(receiptTo ? { receiptTo } : {}),
            fromAccount: userId !== null,
          },
          now,
        );
        if (!knockOut) return;
        queued += await rejectKnockedOut(
          tx,
          { id: application.id, job, knockOut, mailTo: receiptTo },
          now,
          deps.knockOutMailDelayMs ?? 0,
        );
      }),
    );
  } catch (error) {
    // storeFile has removed the bytes again and the transaction left no row behind.
    if (isUniqueViolation(error)) throw new Conflict(jobMessages.alreadyApplied);
    throw error;
  }
  if (queued > 0) deps.mailQueued();
}

/** The address and phone number an employer can reach the applicant at, read from the resume's text. */
function contactInResume(text: string) {
  const applicantEmail = findEmail(text);
  return { applicantEmail, applicantPhone: findPhone(text), emailFromResume: applicantEmail !== "" };
}

async function hasApplied(db: Db, jobId: number, userId: string): Promise<boolean> {
  // Stryker disable ObjectLiteral: equivalent, select({}) still answers one row when one exists and none when none does, and only that counts here
  const [found] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.userId, userId)))
    .limit(1);
  // Stryker restore ObjectLiteral
  return found !== undefined;
}
