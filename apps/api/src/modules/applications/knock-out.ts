import type { Db } from "#api/platform/database.ts";
import { enqueueMail } from "#api/platform/mail/outbox.ts";
import { type CheckedAnswer, rejectForKnockOut } from "./answers.ts";
import { decisionMailKey, stageMailContent } from "./stage-mail.ts";

/**
 * Rejects a just-made application for its knock-out answer and, when the applicant has an address
 * to mail, queues the rejection to go out `delayMs` later (cancelled if a person decides first;
 * docs/decisions/073-application-questions-and-knock-outs.md). To an address only typed, the mail
 * names the job by its number (decision 010). Answers how many mails it queued.
 */
export async function rejectKnockedOut(
  tx: Db,
  application: {
    id: string;
    job: { id: number; title: string; companyName: string };
    knockOut: CheckedAnswer;
    mailTo: { address: string; verified: boolean } | undefined;
  },
  now: Date,
  delayMs: number,
): Promise<number> {
  const { id, job, knockOut, mailTo } = application;
  await rejectForKnockOut(tx, id, knockOut, now, mailTo !== undefined);
  if (!mailTo) return 0;
  const mail = mailTo.verified
    ? stageMailContent("rejected", {
        jobId: job.id,
        verified: true,
        jobTitle: job.title,
        companyName: job.companyName,
      })
    : stageMailContent("rejected", { jobId: job.id, verified: false });
  await enqueueMail(tx, { to: mailTo.address, ...mail }, now, {
    sendAt: new Date(now.getTime() + delayMs),
    cancelKey: decisionMailKey(id),
  });
  return 1;
}
