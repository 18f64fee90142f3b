import { codeBlock, type MailContent, mailLayout, paragraphs } from "#api/platform/mail/templates/layout.ts";
import { codeNote } from "./verification-code.ts";

/**
 * The code that proves the owner of a new address wants it on their account. It goes to an address
 * a signed-in person typed, so it carries our text and the code only: not the account's current
 * address, nor anything that person wrote.
 */
export function emailChangeCodeMail({ code }: { code: string }): MailContent {
  const asked = "Someone asked to use this e-mail address for their account.";
  return {
    subject: `Your code to change your e-mail address: ${code}`,
    text: `${asked}\n\nYour code is ${code}. Enter it on your profile page to finish the change.\n\n${codeNote}\n`,
    html: mailLayout({
      title: "Confirm your new e-mail address",
      body: [
        paragraphs([asked, "Enter this code on your profile page to finish the change:"]),
        codeBlock(code),
      ],
      note: codeNote,
    }),
  };
}
