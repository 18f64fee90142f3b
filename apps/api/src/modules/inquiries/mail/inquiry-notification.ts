import { html } from "#api/platform/mail/templates/html.ts";
import { type MailContent, mailLayout } from "#api/platform/mail/templates/layout.ts";

export interface InquiryMailData {
  firstName: string;
  lastName: string;
  emailAddress: string;
  phoneNumber: string;
  messageContent: string;
  /** The account's address when the visitor was signed in. */
  signedInAs?: string;
}

/** A visitor's inquiry, for the site's own inbox only (never to the address typed in the form). */
export function inquiryNotificationMail(inquiry: InquiryMailData): MailContent {
  const name = `${inquiry.firstName} ${inquiry.lastName}`;
  const details = [
    `From: ${name} <${inquiry.emailAddress}>`,
    `Phone: ${inquiry.phoneNumber}`,
    inquiry.signedInAs ? `Signed in as: ${inquiry.signedInAs}` : "Not signed in",
  ];
  return {
    subject: `New inquiry from ${name}`,
    text: `${[...details, "", inquiry.messageContent].join("\n")}\n`,
    html: mailLayout({
      title: "New inquiry",
      body: html`<p style="margin:0 0 16px">${details.map((line, i) => html`${i ? html`<br>` : ""}${line}`)}</p>
<p style="margin:0 0 16px;white-space:pre-wrap">${inquiry.messageContent}</p>`,
    }),
  };
}
