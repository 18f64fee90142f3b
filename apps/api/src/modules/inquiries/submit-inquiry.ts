import { inquiries } from "../../db/schema.ts";
import type { Db } from "../../platform/database.ts";
import { enqueueMail } from "../../platform/mail/outbox.ts";
import { inquiryNotificationMail } from "../../platform/mail/templates/inquiry-notification.ts";
import { findSession } from "../auth/public.ts";

export interface InquiryInput {
  accessToken?: string | null;
  firstName: string;
  lastName: string;
  emailAddress: string;
  phoneNumber: string;
  messageContent: string;
}

/** Stores an inquiry and notifies the site's inbox through the outbox, in one transaction. */
export async function submitInquiry(
  deps: { db: Db; now: () => Date; contactEmail: string; mailQueued: () => void },
  input: InquiryInput,
): Promise<void> {
  const now = deps.now();
  const token = input.accessToken && input.accessToken !== "null" ? input.accessToken : undefined;
  // A stale token does not block an inquiry: it is simply sent as a visitor's.
  const session = token ? await findSession(deps.db, token, now) : undefined;
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
      {
        to: deps.contactEmail,
        ...inquiryNotificationMail({ ...input, signedInAs: session?.email }),
      },
      now,
    );
  });
  deps.mailQueued();
}
