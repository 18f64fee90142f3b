import { inquiries } from "../../db/schema.ts";
import type { Db } from "../../platform/database.ts";
import { enqueueMail, type MailMessage } from "../../platform/mail/outbox.ts";
import { findSession } from "../auth/public.ts";

export interface InquiryInput {
  accessToken?: string | null;
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
    await enqueueMail(tx, notification(deps.contactEmail, input, session?.email), now);
  });
  deps.mailQueued();
}
