import { inquiries } from "../../db/schema.ts";
import type { Db } from "../../platform/database.ts";
import { enqueueMail, type MailMessage } from "../../platform/mail/outbox.ts";

export interface InquiryInput {
  firstName: string;
  lastName: string;
  emailAddress: string;
  phoneNumber: string;
  messageContent: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

function notification(inbox: string, input: InquiryInput, signedInAs: string | undefined): MailMessage {
  const from = `${input.firstName} ${input.lastName} <${input.emailAddress}>`;
  const lines = [
    `From: ${from}`,
    `Phone: ${input.phoneNumber}`,
    signedInAs ? `Signed in as: ${signedInAs}` : "Not signed in",
    "",
    input.messageContent,
  ];
  return {
    to: inbox,
    subject: `New inquiry from ${input.firstName} ${input.lastName}`,
    text: `${lines.join("\n")}\n`,
    html: `<p>${lines.slice(0, 3).map(escapeHtml).join("<br>")}</p><p style="white-space:pre-wrap">${escapeHtml(input.messageContent)}</p>`,
  };
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
    await enqueueMail(tx, notification(deps.contactEmail, input, session?.email), now);
  });
  deps.mailQueued();
}
