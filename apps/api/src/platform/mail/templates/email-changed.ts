import { type MailContent, mailLayout, paragraphs } from "./layout.ts";

/**
 * Tells the account's previous address that the account now uses another one, naming it so the
 * owner can tell a change they did not make (the mail goes to the address they had verified).
 */
export function emailChangedMail({ newEmail }: { newEmail: string }): MailContent {
  const said = `The e-mail address of your account was changed to ${newEmail}. This address no longer signs in.`;
  const ifNot = "If you did not do this, tell the site's administrator at once.";
  return {
    subject: "Your e-mail address was changed",
    text: `${said}\n\n${ifNot}\n`,
    html: mailLayout({ title: "Your e-mail address was changed", body: paragraphs([said, ifNot]) }),
  };
}
