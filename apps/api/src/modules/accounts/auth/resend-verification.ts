import type { RateLimits } from "#api/platform/rate-limit.ts";
import { findUserByEmail } from "./accounts.ts";
import { authLimits, VERIFICATION_MAIL_COUNTER } from "./auth-limits.ts";
import { mailNewCode } from "./code-mail.ts";
import type { AuthDeps } from "./deps.ts";

/**
 * E-mails a new verification code to a pending account. Answers the same for unknown and
 * already verified addresses, so the call cannot be used to probe for accounts.
 */
export async function resendVerification(deps: AuthDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (user?.status !== "pending") return;
  await mailNewCode(deps, user, "verify_email");
}

/**
 * At log-in with the right password of a pending account: e-mails a new code unless the address
 * already had its verification mails of the hour (counted atomically in the counter the resend
 * endpoint uses, so logging in again and again cannot flood the owner's inbox). Answers whether
 * a mail was queued; the earlier code stays valid either way.
 */
export async function sendVerificationCode(
  deps: AuthDeps,
  limits: RateLimits,
  user: { id: string; email: string },
): Promise<boolean> {
  const sent = await limits.count(VERIFICATION_MAIL_COUNTER, authLimits.mailPerEmail, user.email);
  if (sent > authLimits.mailPerEmail.points) return false;
  await mailNewCode(deps, user, "verify_email");
  return true;
}
