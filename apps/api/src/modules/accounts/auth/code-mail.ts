import type { Db } from "#api/platform/database.ts";
import { enqueueMail } from "#api/platform/mail/outbox.ts";
import { passwordResetCodeMail } from "../mail/password-reset-code.ts";
import { verificationCodeMail } from "../mail/verification-code.ts";
import type { AuthDeps } from "./deps.ts";
import { issueCode } from "./one-time-codes.ts";

/** The mail that carries a code, by what the code is for. */
const codeMails = { verify_email: verificationCodeMail, reset_password: passwordResetCodeMail };
type MailedPurpose = keyof typeof codeMails;

/**
 * Issues `user` a new code for `purpose` (earlier ones stop working) and queues the mail that
 * carries it, both in `tx`: the code is never valid without its mail, nor mailed without being valid.
 */
export async function queueCodeMail(
  tx: Db,
  deps: AuthDeps,
  user: { id: string; email: string },
  purpose: MailedPurpose,
  now: Date,
): Promise<void> {
  const code = await issueCode(tx, user.id, purpose, now);
  const mail = codeMails[purpose]({ email: user.email, code, baseUrl: deps.publicBaseUrl });
  await enqueueMail(tx, { to: user.email, ...mail }, now);
}

/** queueCodeMail in a transaction of its own, then wakes the mail worker. */
export async function mailNewCode(
  deps: AuthDeps,
  user: { id: string; email: string },
  purpose: MailedPurpose,
): Promise<void> {
  const now = deps.now();
  await deps.db.transaction((tx) => queueCodeMail(tx, deps, user, purpose, now));
  deps.mailQueued();
}
