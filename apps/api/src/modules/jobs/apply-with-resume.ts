import { jobMessages } from "@site/contract/api/jobs";
import { applications, storedFiles } from "../../db/schema.ts";
import { Conflict } from "../../http/errors.ts";
import type { Db } from "../../platform/database.ts";
import { enqueueMail } from "../../platform/mail/outbox.ts";
import { applicationReceivedMail } from "../../platform/mail/templates/application-received.ts";
import type { RateLimits } from "../../platform/rate-limit.ts";
import type { LinkSigner } from "../../platform/signing.ts";
import type { FileStorage } from "../../platform/storage/storage.ts";
import { readResume, resumeText, storeFile } from "../files/public.ts";
import { statusLink } from "../hiring/public.ts";
import { findEmail, findPhone } from "./resume-contact.ts";
import { mayMailUnverified } from "./third-party-mail.ts";
import { findJob } from "./view-job.ts";

export interface ApplyWithResumeDeps {
  db: Db;
  storage: FileStorage;
  now: () => Date;
  mailQueued: () => void;
  limits: RateLimits;
  signer: LinkSigner;
  publicBaseUrl: string;
}

/**
 * A visitor applies with a resume file only; an optional e-mail address gets a confirmation of
 * our fixed text with a signed link to the application's status, at most a few a day per address
 * (nobody verified it). Without a typed address the resume's text gives the employer an address
 * and a phone number, so they always learn how to reach the applicant.
 */
export async function applyWithResume(
  deps: ApplyWithResumeDeps,
  input: { jobId: number; fileName: string; dataUrl: string; email?: string; name?: string },
): Promise<void> {
  const job = await findJob(deps.db, input.jobId);
  if (job.status !== "open") throw new Conflict(jobMessages.jobClosed);
  const file = await readResume(input.fileName, input.dataUrl);
  const text = input.email ? "" : await resumeText(file);
  const contact = {
    applicantName: input.name ?? "",
    applicantEmail: input.email ?? findEmail(text),
    applicantPhone: input.email ? "" : findPhone(text),
    emailFromResume: !input.email && text !== "" && findEmail(text) !== "",
  };
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
      const [application] = await tx
        .insert(applications)
        .values({ jobId: job.id, resumeFileId: stored.id, createdAt: now, ...contact })
        .returning({ id: applications.id });
      if (!application) throw new Error("insert returned no application");
      if (confirmTo) {
        const link = statusLink(deps.signer, deps.publicBaseUrl, application.id, now);
        await enqueueMail(
          tx,
          { to: confirmTo, ...applicationReceivedMail({ jobId: job.id, statusLink: link }) },
          now,
        );
      }
    }),
  );
  if (confirmTo) deps.mailQueued();
}
