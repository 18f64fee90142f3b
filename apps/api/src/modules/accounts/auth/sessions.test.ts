import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, users } from "#api/db/schema.ts";
import { databaseKinds } from "#api/testing/test-database.ts";
import { withTestDatabase } from "#api/testing/with-test-database.ts";
import { createSession, findSession, revokeAllSessions, revokeSession } from "./sessions.ts";

const T = new Date("2026-11-23T10:00:00.000Z");
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const at = (ms: number) => new Date(T.getTime() + ms);

// The session rules at their edges, with the clock in the test's hand: 7 days sliding (refreshed
// when that gains more than an hour), 30 days at most after log-in, revocation, inactive accounts.
describe.each(databaseKinds())("sessions on %s", (kind) => {
  const { db } = withTestDatabase(kind);

  async function account(status: "active" | "pending" | "deactivated" = "active") {
    const [user] = await db()
      .insert(users)
      .values({ email: `${crypto.randomUUID()}@example.com`, passwordHash: "x", role: "employer", status })
      .returning();
    if (!user) throw new Error("no user");
    return user;
  }
  async function stored(token: string) {
    const hash = createHash("sha256").update(token).digest("hex");
    const [row] = await db().select().from(sessions).where(eq(sessions.tokenHash, hash));
    return row;
  }

  it("stores only the token's SHA-256, for 7 days from log-in", async () => {
    const user = await account();
    const token = await createSession(db(), user.id, T);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await stored(token);
    expect(row?.userId).toBe(user.id);
    expect(row?.createdAt.toISOString()).toBe("2026-11-23T10:00:00.000Z");
    expect(row?.expiresAt.toISOString()).toBe("2026-11-30T10:00:00.000Z");
    expect(row?.revokedAt).toBeNull();
    expect(await findSession(db(), token, at(MINUTE))).toEqual({
      sessionId: row?.id,
      userId: user.id,
      email: user.email,
      role: "employer",
    });
  });

  it("moves the expiry only when that gains more than an hour", async () => {
    const user = await account();
    const token = await createSession(db(), user.id, T);
    await findSession(db(), token, at(60 * MINUTE));
    expect((await stored(token))?.expiresAt.toISOString()).toBe("2026-11-30T10:00:00.000Z");
    await findSession(db(), token, at(61 * MINUTE));
    expect((await stored(token))?.expiresAt.toISOString()).toBe("2026-11-30T11:01:00.000Z");
  });

  it("ends at its expiry, not a millisecond later", async () => {
    const user = await account();
    const token = await createSession(db(), user.id, T);
    const other = await createSession(db(), user.id, T);
    expect(await findSession(db(), token, at(7 * DAY - 1))).toBeDefined();
    expect(await findSession(db(), other, at(7 * DAY))).toBeUndefined();
  });

  it("never slides past 30 days after log-in", async () => {
    const user = await account();
    const token = await createSession(db(), user.id, T);
    for (const day of [6, 12, 18, 24]) expect(await findSession(db(), token, at(day * DAY))).toBeDefined();
    // At day 24 the sliding expiry (day 31) is cut to day 30.
    expect((await stored(token))?.expiresAt.toISOString()).toBe("2026-12-23T10:00:00.000Z");
    expect(await findSession(db(), token, at(30 * DAY - 1))).toBeDefined();
    expect(await findSession(db(), token, at(30 * DAY))).toBeUndefined();
  });

  it("ends 30 days after log-in even if the expiry stored says later", async () => {
    const user = await account();
    const token = await createSession(db(), user.id, T);
    await db()
      .update(sessions)
      .set({ expiresAt: at(60 * DAY) })
      .where(eq(sessions.userId, user.id));
    expect(await findSession(db(), token, at(30 * DAY - 1))).toBeDefined();
    expect(await findSession(db(), token, at(30 * DAY))).toBeUndefined();
  });

  it("finds nothing for an unknown token or an account that is not active", async () => {
    expect(await findSession(db(), "not a token", T)).toBeUndefined();
    for (const status of ["pending", "deactivated"] as const) {
      const user = await account(status);
      const token = await createSession(db(), user.id, T);
      expect(await findSession(db(), token, at(MINUTE))).toBeUndefined();
    }
  });

  it("revokes one session once, keeping the first time of revocation", async () => {
    const user = await account();
    const token = await createSession(db(), user.id, T);
    const kept = await createSession(db(), user.id, T);
    await revokeSession(db(), token, at(MINUTE));
    await revokeSession(db(), token, at(2 * MINUTE));
    expect((await stored(token))?.revokedAt?.toISOString()).toBe("2026-11-23T10:01:00.000Z");
    expect(await findSession(db(), token, at(3 * MINUTE))).toBeUndefined();
    expect(await findSession(db(), kept, at(3 * MINUTE))).toBeDefined();
  });

  it("revokes every session of one account and no other", async () => {
    const user = await account();
    const other = await account();
    const early = await createSession(db(), user.id, T);
    const late = await createSession(db(), user.id, T);
    const someoneElse = await createSession(db(), other.id, T);
    await revokeSession(db(), early, at(MINUTE));
    await revokeAllSessions(db(), user.id, at(2 * MINUTE));
    expect((await stored(early))?.revokedAt?.toISOString()).toBe("2026-11-23T10:01:00.000Z");
    expect((await stored(late))?.revokedAt?.toISOString()).toBe("2026-11-23T10:02:00.000Z");
    expect((await stored(someoneElse))?.revokedAt).toBeNull();
    expect(await findSession(db(), late, at(3 * MINUTE))).toBeUndefined();
    expect(await findSession(db(), someoneElse, at(3 * MINUTE))).toBeDefined();
  });
});
