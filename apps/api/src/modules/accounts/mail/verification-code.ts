import { codeBlock, type MailContent, mailLayout, paragraphs } from "#api/platform/mail/templates/layout.ts";

/** What a mail that carries a one-time code is made from: the address, the code, the site's address. */
export interface CodeMailInput {
  email: string;
  code: string;
  baseUrl: string;
}

export const codeNote = "The code expires in 30 minutes. If you did not ask for it, ignore this e-mail.";

/**
 * The code that verifies a new account's address (sign-up, resend, log-in of an unverified account,
 * an admin's invitation).
 */
export function verificationCodeMail({ email, code, baseUrl }: CodeMailInput): MailContent {
  const link = `${baseUrl}/request-registration?${new URLSearchParams({ verify: "1", email, token: code })}`;
  return {
    subject: `Your verification code: ${code}`,
    text: `Welcome!\n\nYour verification code is ${code}.\n\nOpen this link to verify your e-mail address:\n${link}\n\nThe code expires in 30 minutes. If you did not register, ignore this e-mail.\n`,
    html: mailLayout({
      title: "Verify your e-mail address",
      body: [paragraphs(["Welcome! Your verification code is:"]), codeBlock(code)],
      action: { label: "Verify my e-mail", href: link },
      note: codeNote,
    }),
  };
}
