import { jobMessages } from "@site/contract/api/jobs";
import { messages } from "@site/contract/messages";
import { applications, storedFiles } from "../../db/schema.ts";
import { Conflict } from "../../http/errors.ts";
import type { Db } from "../../platform/database.ts";
import { enqueueMail } from "../../platform/mail/outbox.ts";
import type { FileStorage } from "../../platform/storage/storage.ts";
import { readResume, storeFile } from "../files/public.ts";
import { findJob } from "./view-job.ts";

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/** A visitor applies with a resume file only; an optional e-mail address gets a confirmation. */
export async function applyWithResume(
  deps: { db: Db; storage: FileStorage; now: () => Date; mailQueued: () => void },
  input: { jobId: number; fileName: string; dataUrl: string; email?: string },
): Promise<void> {
  const job = await findJob(deps.db, input.jobId);
  if (job.status !== "open") throw new Conflict(jobMessages.jobClosed);
  const file = await readResume(input.fileName, input.dataUrl);
  const now = deps.now();
  await storeFile(deps.storage, file, (row) =>
    deps.db.transaction(async (tx) => {
      const [stored] = await tx
        .insert(storedFiles)
        .values({ ...row, createdAt: now })
        .returning({ id: storedFiles.id });
      if (!stored) throw new Error("insert returned no file");
      await tx.insert(applications).values({ jobId: job.id, resumeFileId: stored.id, createdAt: now });
      if (input.email) {
        const subject = `Application received: ${job.title} at ${job.companyName}`;
        const text = `${messages.appliedWithResume}\n\nJob: ${job.title} at ${job.companyName} (${job.location})\nResume: ${file.name}\n`;
        await enqueueMail(
          tx,
          { to: input.email, subject, text, html: `<p>${escapeHtml(text).replaceAll("\n", "<br>")}</p>` },
          now,
        );
      }
    }),
  );
  if (input.email) deps.mailQueued();
}
