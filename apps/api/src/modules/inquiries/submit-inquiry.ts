import { inquiries } from "#api/db/schema.ts";
import type { Db } from "#api/platform/database.ts";
import { enqueueMail } from "#api/platform/mail/outbox.ts";
import { inquiryNotificationMail } from "./mail/inquiry-notification.ts";

export interface InquiryInput {
  firstName: string;
  lastName: string;
  emailAddress: string;
  phoneNumber: string;
  messageContent: string;
}

/**
 * Stores an inquiry and notifies the site's inbox through the outbox, in one transaction. `session`
 * is the sender's account when they were signed in (a stale token makes it a visitor's inquiry).
 */
export async function submitInquiry(
  deps: { db: Db; now: () => Date; contactEmail: string; mailQueued: () => void },
  input: InquiryInput,
  session?: { userId: string; email: string },
): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx.insert(inquiries).values({
      userId: session?.userId ?? null,
      firstName: input.firstName,
      lastName: input.lastName,
      emailAddress: input.emailAddress,
      phoneNumber: input.phoneNumber,
      messageContent: input.messageContent,
      createdAt: now,
    });
    await enqueueMail(
      tx,
      { to: deps.contactEmail, ...inquiryNotificationMail({ ...input, signedInAs: session?.email }) },
      now,
    );
  });
  deps.mailQueued();
}
