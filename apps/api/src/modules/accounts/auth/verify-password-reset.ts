import { authMessages } from "@site/contract/messages";
import { and, eq } from "drizzle-orm";
import { users } from "#api/db/schema.ts";
import { BadRequest } from "#api/http/errors.ts";
import { enqueueMail } from "#api/platform/mail/outbox.ts";
import { passwordChangedMail } from "../mail/password-changed.ts";
import { findUserByEmail } from "./accounts.ts";
import type { AuthDeps } from "./deps.ts";
import { consumeCode } from "./one-time-codes.ts";
import { hashPassword, isCommonPassword } from "./passwords.ts";
import { revokeAllSessions } from "./sessions.ts";
import { rememberSignInAddress } from "./sign-in-addresses.ts";

/**
 * Step two: the e-mailed code and the new password together. Sets the password, ends every session
 * and tells the owner by mail. It never reactivates a deactivated account.
 */
export async function verifyPasswordReset(
  deps: AuthDeps,
  input: { email: string; code: string; newPassword: string; ip: string },
): Promise<void> {
  // Checked before the code is used, so a refused password does not cost the code.
  if (isCommonPassword(input.newPassword)) throw new BadRequest(authMessages.commonPassword);
  const user = await findUserByEmail(deps.db, input.email);
  const now = deps.now();
  // Outside the transaction: a wrong try must stay counted when this call fails.
  await consumeCode(deps.db, user?.id, "reset_password", input.code, now);
  if (!user) throw new BadRequest(authMessages.invalidToken);
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    // The code proves the owner reads this mailbox, so a pending account becomes active; a
    // deactivated one stays deactivated.
    await tx
      .update(users)
      .set({ status: "active" })
      .where(and(eq(users.id, user.id), eq(users.status, "pending")));
    await revokeAllSessions(tx, user.id, now);
    // The code proves the mailbox: the address that used it is the owner's, and log-in tries from
    // it no longer count against the account's ceiling (docs/decisions/055-log-in-ceiling-spares-known-addresses.md).
    await rememberSignInAddress(tx, user.id, input.ip, now);
    await enqueueMail(tx, { to: user.email, ...passwordChangedMail({ baseUrl: deps.publicBaseUrl }) }, now);
  });
  deps.mailQueued();
}
