import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { sessions, users } from "#api/db/schema.ts";
import { builtOncePerDatabase, type Db } from "#api/platform/database.ts";
import { newSessionToken, sha256 } from "./secrets.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session ends after 7 days without use (sliding)... */
export const SESSION_TTL_MS = 7 * DAY_MS;
/** ...and 30 days after log-in whatever its use (absolute), so a stolen token cannot live forever. */
export const SESSION_MAX_AGE_MS = 30 * DAY_MS;
/** Sliding expiry is refreshed at most this often, to keep reads cheap. */
const REFRESH_AFTER_MS = 60 * 60 * 1000;

export async function createSession(db: Db, userId: string, now: Date): Promise<string> {
  const token = newSessionToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: sha256(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

export interface SessionUser {
  sessionId: string;
  userId: string;
  email: string;
  role: "candidate" | "employer" | "admin";
}

/**
 * The read of a session and its account by the token's hash, prepared by name (built once per
 * database): it runs on every signed-in request, so neither the query builder nor PostgreSQL's parser
 * and planner run again for it on a connection that has run it once. Times go in as ISO text.
 */
const sessionRead = builtOncePerDatabase((db) =>
  db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      email: users.email,
      role: users.role,
      status: users.status,
      expiresAt: sessions.expiresAt,
      createdAt: sessions.createdAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("tokenHash")),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder("now")),
        gt(sessions.createdAt, sql.placeholder("oldest")),
      ),
    )
    .prepare("find_session"),
);

/** The active account behind a token, or undefined if the token is unknown, expired, revoked or its account inactive. */
export async function findSession(db: Db, token: string, now: Date): Promise<SessionUser | undefined> {
  const [row] = await sessionRead(db).execute({
    tokenHash: sha256(token),
    now: now.toISOString(),
    oldest: new Date(now.getTime() - SESSION_MAX_AGE_MS).toISOString(),
  });
  if (row?.status !== "active") return undefined;
  const endOfLife = row.createdAt.getTime() + SESSION_MAX_AGE_MS;
  const slid = Math.min(now.getTime() + SESSION_TTL_MS, endOfLife);
  if (slid - row.expiresAt.getTime() > REFRESH_AFTER_MS) {
    await db
      .update(sessions)
      .set({ expiresAt: new Date(slid) })
      .where(eq(sessions.id, row.sessionId));
  }
  return { sessionId: row.sessionId, userId: row.userId, email: row.email, role: row.role };
}

export async function revokeSession(db: Db, token: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
