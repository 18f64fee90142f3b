import { jobMessages } from "@site/contract/api/jobs";
import { applications, storedFiles } from "../../db/schema.ts";
import { Conflict } from "../../http/errors.ts";
import type { Db } from "../../platform/database.ts";
import { enqueueMail } from "../../platform/mail/outbox.ts";
import { applicationReceivedMail } from "../../platform/mail/templates/application-received.ts";
import type { RateLimits } from "../../platform/rate-limit.ts";
import type { FileStorage } from "../../platform/storage/storage.ts";
import { readResume, storeFile } from "../files/public.ts";
import { mayMailUnverified } from "./third-party-mail.ts";
import { findJob } from "./view-job.ts";

/**
 * A visitor applies with a resume file only; an optional e-mail address gets a confirmation of
 * our fixed text, at most a few a day per address (nobody verified it).
 */
export async function applyWithResume(
  deps: { db: Db; storage: FileStorage; now: () => Date; mailQueued: () => void; limits: RateLimits },
  input: { jobId: number; fileName: string; dataUrl: string; email?: string },
): Promise<void> {
  const job = await findJob(deps.db, input.jobId);
  if (job.status !== "open") throw new Conflict(jobMessages.jobClosed);
  const file = await readResume(input.fileName, input.dataUrl);
  const now = deps.now();
  const confirmTo =
    input.email && (await mayMailUnverified(deps.limits, input.email)) ? input.email : undefined;
  await storeFile(deps.storage, file, (row) =>
    deps.db.transaction(async (tx) => {
      const [stored] = await tx
        .insert(storedFiles)
        .values({ ...row, createdAt: now })
        .returning({ id: storedFiles.id });
      if (!stored) throw new Error("insert returned no file");
      await tx.insert(applications).values({
        jobId: job.id,
        resumeFileId: stored.id,
        createdAt: now,
        applicantEmail: input.email ?? "",
      });
      if (confirmTo)
        await enqueueMail(tx, { to: confirmTo, ...applicationReceivedMail({ jobId: job.id }) }, now);
    }),
  );
  if (confirmTo) deps.mailQueued();
}
