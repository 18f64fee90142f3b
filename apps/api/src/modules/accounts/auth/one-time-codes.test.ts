import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { oneTimeTokens, users } from "#api/db/schema.ts";
import { databaseKinds } from "#api/testing/test-database.ts";
import { withTestDatabase } from "#api/testing/with-test-database.ts";
import { consumeCode, issueCode } from "./one-time-codes.ts";

const T = new Date("2026-11-23T10:00:00.000Z");
const MINUTE = 60 * 1000;
const at = (ms: number) => new Date(T.getTime() + ms);

/** The status, message and Retry-After a call was refused with, or what it answered. */
async function outcome(call: () => Promise<unknown>): Promise<unknown> {
  try {
    return { answered: await call() };
  } catch (error) {
    const { statusCode, message, headers } = error as {
      statusCode: number;
      message: string;
      headers: Record<string, string>;
    };
    return { statusCode, message, ...headers };
  }
}
const invalid = { statusCode: 400, message: "Invalid or expired token. Please request a new one." };
const tooMany = {
  statusCode: 429,
  message: "Too many wrong tokens. Please request a new one.",
  "retry-after": "60",
};

// The e-mailed codes at their edges: 30 minutes, single use, 5 compared tries, one live code per purpose.
describe.each(databaseKinds())("one-time codes on %s", (kind) => {
  const { db } = withTestDatabase(kind);

  async function userId() {
    const [user] = await db()
      .insert(users)
      .values({ email: `${crypto.randomUUID()}@example.com`, passwordHash: "x" })
      .returning({ id: users.id });
    if (!user) throw new Error("no user");
    return user.id;
  }
  const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

  it("issues six digits, stores only their SHA-256 and a 30-minute expiry", async () => {
    const id = await userId();
    const code = await issueCode(db(), id, "reset_password", T, { next: "step" });
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await db().select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, id));
    expect(row).toMatchObject({
      purpose: "reset_password",
      codeHash: createHash("sha256").update(code).digest("hex"),
      failedAttempts: 0,
      payload: { next: "step" },
      usedAt: null,
    });
    expect(row?.expiresAt.toISOString()).toBe("2026-11-23T10:30:00.000Z");
  });

  it("takes the code once, with spaces around it, and answers its payload", async () => {
    const id = await userId();
    const code = await issueCode(db(), id, "reset_password", T, { next: "step" });
    expect(await outcome(() => consumeCode(db(), id, "reset_password", ` ${code} `, at(MINUTE)))).toEqual({
      answered: { next: "step" },
    });
    const [row] = await db().select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, id));
    expect(row?.usedAt?.toISOString()).toBe("2026-11-23T10:01:00.000Z");
    expect(await outcome(() => consumeCode(db(), id, "reset_password", code, at(2 * MINUTE)))).toEqual(
      invalid,
    );
  });

  it("answers an empty payload for a code issued without one", async () => {
    const id = await userId();
    const code = await issueCode(db(), id, "verify_email", T);
    expect(await outcome(() => consumeCode(db(), id, "verify_email", code, at(MINUTE)))).toEqual({
      answered: {},
    });
  });

  it("works until 30 minutes after it was issued, not at 30 minutes", async () => {
    const id = await userId();
    const code = await issueCode(db(), id, "verify_email", T);
    expect(await outcome(() => consumeCode(db(), id, "verify_email", code, at(30 * MINUTE)))).toEqual(
      invalid,
    );
    const again = await issueCode(db(), id, "verify_email", T);
    expect(await outcome(() => consumeCode(db(), id, "verify_email", again, at(30 * MINUTE - 1)))).toEqual({
      answered: {},
    });
  });

  it("refuses without an account, another purpose's code and a code replaced by a newer one", async () => {
    const id = await userId();
    const verify = await issueCode(db(), id, "verify_email", T);
    expect(await outcome(() => consumeCode(db(), undefined, "verify_email", verify, T))).toEqual(invalid);
    expect(await outcome(() => consumeCode(db(), id, "reset_password", verify, T))).toEqual(invalid);
    const newer = await issueCode(db(), id, "verify_email", at(MINUTE));
    if (newer !== verify) {
      expect(await outcome(() => consumeCode(db(), id, "verify_email", verify, at(MINUTE)))).toEqual(invalid);
    }
    // The reset code issued meanwhile does not end the verification code.
    await issueCode(db(), id, "reset_password", at(MINUTE));
    expect(await outcome(() => consumeCode(db(), id, "verify_email", newer, at(2 * MINUTE)))).toEqual({
      answered: {},
    });
  });

  it("compares a fifth try, then refuses every try, the right one too", async () => {
    const id = await userId();
    const code = await issueCode(db(), id, "verify_email", T);
    for (let i = 0; i < 4; i++) {
      expect(await outcome(() => consumeCode(db(), id, "verify_email", wrongFor(code), T))).toEqual(invalid);
    }
    expect(await outcome(() => consumeCode(db(), id, "verify_email", wrongFor(code), T))).toEqual(tooMany);
    expect(await outcome(() => consumeCode(db(), id, "verify_email", code, T))).toEqual(tooMany);
    const [row] = await db().select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, id));
    expect(row?.failedAttempts).toBe(5);
    expect(row?.usedAt).toBeNull();
  });

  it("takes the right code once when two requests bring it at the same moment", async () => {
    // Ten races: the one that loses may meet the code already spent at any step, and is told
    // the code is invalid (never that it was guessed at too often).
    for (let race = 0; race < 10; race++) {
      const id = await userId();
      const code = await issueCode(db(), id, "reset_password", T, { next: "step" });
      const both = await Promise.all([
        outcome(() => consumeCode(db(), id, "reset_password", code, at(MINUTE))),
        outcome(() => consumeCode(db(), id, "reset_password", code, at(MINUTE))),
      ]);
      expect(both).toContainEqual({ answered: { next: "step" } });
      expect(both).toContainEqual(invalid);
    }
  });

  it("takes the right code at the fifth try", async () => {
    const id = await userId();
    const code = await issueCode(db(), id, "verify_email", T);
    for (let i = 0; i < 4; i++)
      await consumeCode(db(), id, "verify_email", wrongFor(code), T).catch(() => {});
    expect(await outcome(() => consumeCode(db(), id, "verify_email", code, T))).toEqual({ answered: {} });
  });
});
