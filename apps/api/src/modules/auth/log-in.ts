import { messages } from "@site/contract/messages";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import { Unauthorized } from "../../http/errors.ts";
import { displayName, findUserByEmail } from "./accounts.ts";
import type { AuthDeps } from "./deps.ts";
import { verifyAgainstDummy, verifyPassword } from "./passwords.ts";
import { createSession } from "./sessions.ts";

/** Opens a session for an active account; any failure is the same "Invalid email or password". */
export async function logIn(
  deps: AuthDeps,
  email: string,
  password: string,
): Promise<{ accessToken: string; userName: string }> {
  const user = await findUserByEmail(deps.db, email);
  const ok = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
  if (!user || !ok || user.status !== "active") throw new Unauthorized(messages.invalidCredentials);
  const now = deps.now();
  await deps.db.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
  const accessToken = await createSession(deps.db, user.id, now);
  return { accessToken, userName: await displayName(deps.db, user.id, user.email) };
}
