import { findUserByEmail } from "./accounts.ts";
import { mailNewCode } from "./code-mail.ts";
import type { AuthDeps } from "./deps.ts";

/**
 * Step one of a password reset: e-mails the owner a code. Nobody chooses a password here: the new
 * one is given with the code at step two, so whoever asks cannot pick the password the owner's
 * code would confirm (docs/decisions/004-password-reset-flow.md). Answers the same whether or not
 * the account exists; a deactivated account gets no code.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.status === "deactivated") return;
  await mailNewCode(deps, user, "reset_password");
}
