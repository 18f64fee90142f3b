import { authMessages } from "@site/contract/messages";
import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import { oneTimeTokens } from "#api/db/schema.ts";
import { BadRequest, TooManyRequests } from "#api/http/errors.ts";
import type { Db } from "#api/platform/database.ts";
import { newCode, sameHash, sha256 } from "./secrets.ts";

export const CODE_TTL_MS = 30 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
type Purpose = "verify_email" | "reset_password" | "change_email";

/** Issues a new code for the purpose; every earlier unused code of that purpose stops working. */
export async function issueCode(
  db: Db,
  userId: string,
  purpose: Purpose,
  now: Date,
  payload?: Record<string, string>,
): Promise<string> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)),
    );
  const code = newCode();
  await db.insert(oneTimeTokens).values({
    userId,
    purpose,
    codeHash: sha256(code),
    payload,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  });
  return code;
}

/** Ends every unused code of the account, whatever its purpose (e.g. when its address changes). */
export async function endUnusedCodes(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.userId, userId), isNull(oneTimeTokens.usedAt)));
}

/**
 * Uses up the current code if `code` matches; returns its payload. Every try is counted in the
 * database BEFORE the code is compared, in one conditional UPDATE: however many tries arrive at
 * once, at most MAX_CODE_ATTEMPTS are ever compared. After that the code is dead and a new one
 * must be requested.
 */
export async function consumeCode(
  db: Db,
  userId: string | undefined,
  purpose: Purpose,
  code: string,
  now: Date,
): Promise<Record<string, string>> {
  if (!userId) throw new BadRequest(authMessages.invalidToken);
  const [current] = await db
    .select({ id: oneTimeTokens.id, expiresAt: oneTimeTokens.expiresAt })
    .from(oneTimeTokens)
    .where(
      and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)),
    )
    .orderBy(desc(oneTimeTokens.createdAt))
    .limit(1);
  if (!current || current.expiresAt <= now) throw new BadRequest(authMessages.invalidToken);
  const [counted] = await db
    .update(oneTimeTokens)
    .set({ failedAttempts: sql`${oneTimeTokens.failedAttempts} + 1` })
    .where(
      and(
        eq(oneTimeTokens.id, current.id),
        isNull(oneTimeTokens.usedAt),
        lt(oneTimeTokens.failedAttempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .returning({
      tries: oneTimeTokens.failedAttempts,
      codeHash: oneTimeTokens.codeHash,
      payload: oneTimeTokens.payload,
    });
  if (!counted) {
    // Either the tries are used up, or another request brought the right code at the same moment
    // and its single-use update came first: that code is spent, not guessed at too often.
    const [latest] = await db
      .select({ usedAt: oneTimeTokens.usedAt })
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.id, current.id));
    if (latest?.usedAt) throw new BadRequest(authMessages.invalidToken);
    throw new TooManyRequests(authMessages.tooManyTokenTries, 60);
  }
  if (!sameHash(counted.codeHash, sha256(code.trim()))) {
    if (counted.tries >= MAX_CODE_ATTEMPTS) throw new TooManyRequests(authMessages.tooManyTokenTries, 60);
    throw new BadRequest(authMessages.invalidToken);
  }
  // Single use: the update only succeeds once, even for two concurrent requests.
  const used = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.id, current.id), isNull(oneTimeTokens.usedAt)))
    .returning({ id: oneTimeTokens.id });
  if (used.length === 0) throw new BadRequest(authMessages.invalidToken);
  return counted.payload ?? {};
}
