import { codeBlock, type MailContent, mailLayout, paragraphs } from "#api/platform/mail/templates/layout.ts";
import { type CodeMailInput, codeNote } from "./verification-code.ts";

/** The code with which the owner of an address chooses a new password (asked by them or an admin). */
export function passwordResetCodeMail({ email, code, baseUrl }: CodeMailInput): MailContent {
  const link = `${baseUrl}/request-reset-pw?${new URLSearchParams({ email, token: code })}`;
  return {
    subject: `Your password reset code: ${code}`,
    text: `Someone asked to reset the password of this account.\n\nYour code is ${code}.\n\nOpen this link to choose a new password:\n${link}\n\nThe code expires in 30 minutes. If it was not you, ignore this e-mail: your password stays as it is.\n`,
    html: mailLayout({
      title: "Reset your password",
      body: [
        paragraphs(["Someone asked to reset the password of this account. Your code is:"]),
        codeBlock(code),
      ],
      action: { label: "Choose a new password", href: link },
      note: codeNote,
    }),
  };
}
