import { authMessages, messages } from "@site/contract/messages";
import { eq } from "drizzle-orm";
import { users } from "#api/db/schema.ts";
import { EmailNotVerified, Unauthorized } from "#api/http/errors.ts";
import type { RateLimits } from "#api/platform/rate-limit.ts";
import { displayName, findUserByEmail } from "./accounts.ts";
import type { AuthDeps } from "./deps.ts";
import { verifyAgainstDummy, verifyPassword } from "./passwords.ts";
import { sendVerificationCode } from "./resend-verification.ts";
import { createSession } from "./sessions.ts";
import { rememberSignInAddress } from "./sign-in-addresses.ts";

/**
 * Opens a session for an active account. A wrong password, an unknown address or a deactivated
 * account is the same "Invalid email or password". Only the right password of an account that is
 * not verified yet answers 403 `email_not_verified` and e-mails a fresh code, within the
 * per-address mail limit (docs/decisions/030-ways-in-and-unverified-log-in.md).
 */
export async function logIn(
  deps: AuthDeps,
  limits: RateLimits,
  { email, password, ip }: { email: string; password: string; ip: string },
): Promise<{ accessToken: string; userName: string }> {
  const user = await findUserByEmail(deps.db, email);
  const ok = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
  if (user && ok && user.status === "pending") {
    await sendVerificationCode(deps, limits, user);
    throw new EmailNotVerified(authMessages.emailNotVerified);
  }
  if (!user || !ok || user.status !== "active") throw new Unauthorized(messages.invalidCredentials);
  return openSession(deps, user.id, ip, user.email);
}

/** Signs an active account in: its last log-in, the address it came from, a new session. */
export async function openSession(
  deps: AuthDeps,
  userId: string,
  ip: string,
  email?: string,
): Promise<{ accessToken: string; userName: string }> {
  const now = deps.now();
  const [user] = await deps.db
    .update(users)
    .set({ lastLoginAt: now })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  await rememberSignInAddress(deps.db, userId, ip, now);
  const accessToken = await createSession(deps.db, userId, now);
  return { accessToken, userName: await displayName(deps.db, userId, email ?? user?.email ?? "") };
}
