import { messages } from "@site/contract/messages";
import { Forbidden, Unauthorized } from "../../http/errors.ts";
import type { Db } from "../../platform/database.ts";
import { findSession, type SessionUser } from "./sessions.ts";

/** The signed-in account behind a session token, or 401. Every protected call starts here. */
export async function authenticate(
  db: Db,
  token: string | null | undefined,
  now: Date,
): Promise<SessionUser> {
  if (!token || token === "null") throw new Unauthorized(messages.accessTokenNotFound);
  const session = await findSession(db, token, now);
  if (!session) throw new Unauthorized(messages.sessionExpired);
  return session;
}

/** Like authenticate, and the account must have one of `roles`, else 403. */
export async function authorize(
  db: Db,
  token: string | null | undefined,
  now: Date,
  roles: readonly SessionUser["role"][],
): Promise<SessionUser> {
  const session = await authenticate(db, token, now);
  if (!roles.includes(session.role)) throw new Forbidden();
  return session;
}
