import { adminMessages } from "@site/contract/api/accounts";
import { eq } from "drizzle-orm";
import { users } from "#api/db/schema.ts";
import { Forbidden } from "#api/http/errors.ts";
import type { AuthDeps } from "../auth/deps.ts";
import { verifyPassword } from "../auth/passwords.ts";
import { createPendingCandidate } from "../auth/register-candidate.ts";
import { requestPasswordReset } from "../auth/request-password-reset.ts";
import type { SessionUser } from "../auth/sessions.ts";
import { findUserRow } from "./user-details.ts";

/** requestRegistrationWithToken: a pending account for someone, who verifies it from the e-mail. */
export async function inviteUser(deps: AuthDeps, email: string, password: string): Promise<void> {
  await createPendingCandidate(deps, email, password);
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
