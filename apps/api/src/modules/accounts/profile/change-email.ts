import { profileMessages } from "@site/contract/api/accounts";
import { authMessages } from "@site/contract/messages";
import { eq } from "drizzle-orm";
import { users } from "#api/db/schema.ts";
import { BadRequest, FieldError, NotFound } from "#api/http/errors.ts";
import { isUniqueViolation } from "#api/platform/database.ts";
import type { MailingDeps } from "#api/platform/mail/outbox.ts";
import { enqueueMail } from "#api/platform/mail/outbox.ts";
import type { RateLimits } from "#api/platform/rate-limit.ts";
import { consumeCode, endUnusedCodes, issueCode } from "../auth/one-time-codes.ts";
import { emailChangeCodeMail } from "../mail/email-change-code.ts";
import { emailChangedMail } from "../mail/email-changed.ts";
import { accountLimits } from "./account-limits.ts";
import { withCurrentPassword } from "./current-password.ts";

export interface ChangeEmailDeps extends MailingDeps {
  limits: RateLimits;
}

/**
 * Step one (docs/decisions/044-change-email-and-delete-account.md): with the current password,
 * mails a code to the new address. Whether another account has that address is not said here,
 * so nobody learns which addresses have accounts by typing them; it is said once the code proves
 * the person reads that mailbox.
 */
export async function requestEmailChange(
  deps: ChangeEmailDeps,
  userId: string,
  input: { newEmail: string; password: string },
): Promise<{ message: string }> {
  const user = await withCurrentPassword(deps.db, deps.limits, userId, input.password);
  if (input.newEmail === user.email) throw new FieldError(400, "newEmail", profileMessages.sameEmail);
  await deps.limits.hit("email-change-mail", accountLimits.codeMails, userId);
  await deps.limits.hit("email-change-mail-to", accountLimits.codeMails, input.newEmail);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const code = await issueCode(tx, userId, "change_email", now, { newEmail: input.newEmail });
    await enqueueMail(tx, { to: input.newEmail, ...emailChangeCodeMail({ code }) }, now);
  });
  deps.mailQueued();
  return { message: profileMessages.emailCodeSent(input.newEmail) };
}

/**
 * Step two: the code from the new mailbox moves the account to that address and tells the old
 * one, without naming the new one. Every other unused code of the account (a reset or
 * verification code mailed to the old address) dies with the change, so the old mailbox has no
 * way back in (docs/decisions/056-code-tries-per-address-and-email-change.md). Sessions stay
 * valid: the person proved both the password and the new mailbox.
 */
export async function confirmEmailChange(
  deps: ChangeEmailDeps,
  userId: string,
  code: string,
): Promise<{ message: string; email: string }> {
  const now = deps.now();
  // Outside the transaction: a wrong try must stay counted when this call fails.
  const payload = await consumeCode(deps.db, userId, "change_email", code, now).catch((error: unknown) => {
    // The code's own refusals (wrong, expired, used) are shown at the code field.
    if (error instanceof BadRequest) throw new FieldError(400, "code", error.message);
    throw error;
  });
  const newEmail = payload.newEmail;
  if (!newEmail) throw new FieldError(400, "code", authMessages.invalidToken);
  try {
    await deps.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, userId))
        .for("update");
      if (!before) throw new NotFound("Account not found");
      await tx.update(users).set({ email: newEmail }).where(eq(users.id, userId));
      await endUnusedCodes(tx, userId, now);
      await enqueueMail(tx, { to: before.email, ...emailChangedMail({ baseUrl: deps.publicBaseUrl }) }, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new FieldError(409, "newEmail", profileMessages.emailTaken);
    throw error;
  }
  deps.mailQueued();
  return { message: profileMessages.emailChanged(newEmail), email: newEmail };
}
