import { adminMessages } from "@site/contract/api/accounts";
import { authMessages } from "@site/contract/messages";
import { eq } from "drizzle-orm";
import { profiles, users } from "#api/db/schema.ts";
import { BadRequest, Conflict, Forbidden } from "#api/http/errors.ts";
import { isUniqueViolation } from "#api/platform/database.ts";
import { enqueueMail } from "#api/platform/mail/outbox.ts";
import { findUserByEmail } from "../auth/accounts.ts";
import type { AuthDeps } from "../auth/deps.ts";
import { issueCode } from "../auth/one-time-codes.ts";
import { hashPassword, isCommonPassword, verifyPassword } from "../auth/passwords.ts";
import { requestPasswordReset } from "../auth/request-password-reset.ts";
import type { SessionUser } from "../auth/sessions.ts";
import { verificationCodeMail } from "../mail/verification-code.ts";
import { findUserRow } from "./user-details.ts";

/** requestRegistrationWithToken: a pending account for someone, who verifies it from the e-mail. */
export async function inviteUser(deps: AuthDeps, email: string, password: string): Promise<void> {
  if (isCommonPassword(password)) throw new BadRequest(authMessages.commonPassword);
  if (await findUserByEmail(deps.db, email)) throw new Conflict(authMessages.duplicateEmail);
  const passwordHash = await hashPassword(password);
  const now = deps.now();
  try {
    await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email, passwordHash, status: "pending", createdAt: now })
        .returning({ id: users.id });
      if (!user) throw new Error("insert returned no user");
      await tx.insert(profiles).values({ userId: user.id });
      const code = await issueCode(tx, user.id, "verify_email", now);
      await enqueueMail(
        tx,
        { to: email, ...verificationCodeMail({ email, code, baseUrl: deps.publicBaseUrl }) },
        now,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(authMessages.duplicateEmail);
    throw error;
  }
  deps.mailQueued();
}

/**
 * requestResetPasswordWithToken: the admin confirms with their own password (step-up), and the
 * user gets a code with which they choose their own new password (docs/decisions/004-password-reset-flow.md).
 */
export async function resetPasswordFor(
  deps: AuthDeps,
  actor: SessionUser,
  input: { email: string; ownPassword: string },
): Promise<void> {
  const [me] = await deps.db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, actor.userId));
  if (!me || !(await verifyPassword(me.hash, input.ownPassword)))
    throw new Forbidden(adminMessages.wrongOwnPassword);
  await findUserRow(deps.db, input.email);
  await requestPasswordReset(deps, input.email);
}
