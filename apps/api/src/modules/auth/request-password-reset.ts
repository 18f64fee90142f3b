import { authMessages } from "@site/contract/messages";
import { BadRequest } from "../../http/errors.ts";
import { enqueueMail } from "../../platform/mail/outbox.ts";
import { findUserByEmail } from "./accounts.ts";
import type { AuthDeps } from "./deps.ts";
import { passwordResetMail } from "./mail-templates.ts";
import { issueCode } from "./one-time-codes.ts";
import { hashPassword, isCommonPassword, verifyAgainstDummy, verifyPassword } from "./passwords.ts";

export const WRONG_CURRENT_PASSWORD = "The current password is not correct.";

/**
 * Step one of a password reset: keeps the new password's hash with an e-mailed code. Answers the
 * same, after the same work, whether or not the account exists.
 */
export async function requestPasswordReset(
  deps: AuthDeps,
  input: { email: string; currentPassword?: string; newPassword: string },
): Promise<void> {
  if (isCommonPassword(input.newPassword)) throw new BadRequest(authMessages.commonPassword);
  const user = await findUserByEmail(deps.db, input.email);
  const passwordHash = await hashPassword(input.newPassword);
  if (input.currentPassword !== undefined && input.currentPassword !== "") {
    const ok = user
      ? await verifyPassword(user.passwordHash, input.currentPassword)
      : await verifyAgainstDummy(input.currentPassword);
    if (!ok) throw new BadRequest(WRONG_CURRENT_PASSWORD);
  }
  if (!user || user.status === "deactivated") return;
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const code = await issueCode(tx, user.id, "reset_password", now, { passwordHash });
    await enqueueMail(tx, passwordResetMail(user.email, code, deps.publicBaseUrl), now);
  });
  deps.mailQueued();
}
