import { eq } from "drizzle-orm";
import { users } from "#api/db/schema.ts";
import type { Db } from "#api/platform/database.ts";
import { enqueueMail } from "#api/platform/mail/outbox.ts";
import type { LinkSigner } from "#api/platform/signing.ts";
import { applicationReceivedMail, type WhatWasSent } from "./mail/application-received.ts";
import { newApplicationMail } from "./mail/new-application.ts";
import { statusLink } from "./status-link.ts";

export interface ApplicationMailsInput {
  applicationId: string;
  job: { id: number; title: string; companyName: string; postedByUserId: string | null };
  sent: WhatWasSent;
  /** Where the receipt goes, and whether the address is an account's (verified); none: no receipt. */
  receiptTo?: { address: string; verified: boolean };
  /** Sent from a candidate's account rather than by a visitor. */
  fromAccount: boolean;
}

/**
 * Queues, in the application's own transaction, the applicant's receipt and the mail to the job's
 * owner (docs/decisions/075-application-receipts.md). Answers how many were queued.
 */
export async function queueApplicationMails(
  tx: Db,
  deps: { signer: LinkSigner; publicBaseUrl: string },
  input: ApplicationMailsInput,
  now: Date,
): Promise<number> {
  const { job } = input;
  let queued = 0;
  if (input.receiptTo) {
    const link = statusLink(deps.signer, deps.publicBaseUrl, input.applicationId, now);
    const receipt = applicationReceivedMail({
      jobTitle: job.title,
      companyName: job.companyName,
      sent: input.sent,
      statusLink: link,
      verified: input.receiptTo.verified,
    });
    await enqueueMail(tx, { to: input.receiptTo.address, ...receipt }, now);
    queued += 1;
  }
  const owner = job.postedByUserId ? await emailOf(tx, job.postedByUserId) : undefined;
  if (owner) {
    const query = new URLSearchParams({ application: input.applicationId });
    const consoleLink = `${deps.publicBaseUrl}/console/jobs/${job.id}/applicants?${query}`;
    const mail = newApplicationMail({
      jobTitle: job.title,
      companyName: job.companyName,
      withProfile: input.sent.with === "profile",
      fromAccount: input.fromAccount,
      consoleLink,
    });
    await enqueueMail(tx, { to: owner, ...mail }, now);
    queued += 1;
  }
  return queued;
}

/** The address of an account, for mails to the account holder; undefined when it is gone. */
export async function emailOf(db: Db, userId: string): Promise<string | undefined> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user?.email;
}
