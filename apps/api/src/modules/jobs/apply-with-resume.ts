import { jobMessages } from "@site/contract/api/jobs";
import { and, eq } from "drizzle-orm";
import { applications, storedFiles } from "../../db/schema.ts";
import { Conflict } from "../../http/errors.ts";
import { type Db, isUniqueViolation } from "../../platform/database.ts";
import { enqueueMail } from "../../platform/mail/outbox.ts";
import { applicationReceivedMail } from "../../platform/mail/templates/application-received.ts";
import type { RateLimits } from "../../platform/rate-limit.ts";
import type { FileStorage } from "../../platform/storage/storage.ts";
import { readResume, storeFile } from "../files/public.ts";
import { mayMailUnverified } from "./third-party-mail.ts";
import { findJob } from "./view-job.ts";

/**
 * Applies with a resume file only; an optional e-mail address gets a confirmation of our fixed
 * text, at most a few a day per address (nobody verified it). Sent with a session (`userId`), the
 * application is the account's: one per account and job, however it applied, guarded by the
 * unique index on (job, user) (docs/decisions/031-one-application-per-job-and-inline-pdf.md).
 */
export async function applyWithResume(
  deps: { db: Db; storage: FileStorage; now: () => Date; mailQueued: () => void; limits: RateLimits },
  input: { jobId: number; fileName: string; dataUrl: string; email?: string; userId?: string },
): Promise<void> {
  const job = await findJob(deps.db, input.jobId);
  if (job.status !== "open") throw new Conflict(jobMessages.jobClosed);
  const userId = input.userId ?? null;
  // Refused before the file is read or stored; the unique index decides between concurrent tries.
  if (userId && (await hasApplied(deps.db, job.id, userId))) throw new Conflict(jobMessages.alreadyApplied);
  const file = await readResume(input.fileName, input.dataUrl);
  const now = deps.now();
  const confirmTo =
    input.email && (await mayMailUnverified(deps.limits, input.email)) ? input.email : undefined;
  try {
    await storeFile(deps.storage, file, (row) =>
      deps.db.transaction(async (tx) => {
        const [stored] = await tx
          .insert(storedFiles)
          .values({ ...row, ownerUserId: userId, createdAt: now })
          .returning({ id: storedFiles.id });
        if (!stored) throw new Error("insert returned no file");
        await tx
          .insert(applications)
          .values({ jobId: job.id, userId, resumeFileId: stored.id, createdAt: now });
        if (confirmTo)
          await enqueueMail(tx, { to: confirmTo, ...applicationReceivedMail({ jobId: job.id }) }, now);
      }),
    );
  } catch (error) {
    // storeFile has removed the bytes again and the transaction left no row behind.
    if (isUniqueViolation(error)) throw new Conflict(jobMessages.alreadyApplied);
    throw error;
  }
  if (confirmTo) deps.mailQueued();
}

async function hasApplied(db: Db, jobId: number, userId: string): Promise<boolean> {
  const [found] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.userId, userId)))
    .limit(1);
  return found !== undefined;
}
