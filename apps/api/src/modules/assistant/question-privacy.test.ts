import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatQuestions } from "#api/db/schema.ts";
import { createTestAppWithAdmin, postFromFreshAddresses, type TestApp } from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";
import { maskQuestion } from "./mask-question.ts";
import { purgeOldQuestions } from "./question-retention.ts";

describe("maskQuestion", () => {
  it("masks keys, tokens, card numbers that pass Luhn, addresses and phone numbers", () => {
    expect(maskQuestion("my key sk-live-4f9a8b7c6d5e4f3a2b1c fails, and sk_test_51HxYzAbCdEf too")).toBe(
      "my key [key] fails, and [key] too",
    );
    expect(maskQuestion("curl -H 'Authorization: Bearer abcdefghijklmnop.qrstu' gives 401")).toBe(
      "curl -H 'Authorization: Bearer [token]' gives 401",
    );
    expect(
      maskQuestion(
        "is eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U valid?",
      ),
    ).toBe("is [token] valid?");
    expect(maskQuestion("AKIAIOSFODNN7EXAMPLE with secret=wJalrXUtnFEMI/K7MDENG")).toBe(
      "[key] with secret=[secret]",
    );
    expect(maskQuestion("ghp_abcdefghijklmnopqrstuvwxyz0123456789 and password: hunter2")).toBe(
      "[key] and password: [secret]",
    );
    expect(maskQuestion("pay with 4111 1111 1111 1111 or 4111-1111-1111-1111?")).toBe(
      "pay with [card] or [card]?",
    );
    expect(maskQuestion("mail ada.lovelace@example.co.uk or call +44 20 7946 0958")).toBe(
      "mail [email] or call [phone]",
    );
  });

  it("leaves ordinary questions, versions, years and numbers that fail Luhn as typed", () => {
    for (const question of [
      "How do I install version 2.3.1 on 3 servers in 2024?",
      "stop nginx on all web servers",
      "order 4111 1111 1111 1112 was refused",
      "what does the token field in the config do?",
    ])
      expect(maskQuestion(question)).toBe(question);
  });
});

describe.each(databaseKinds())("the AI Agent's questions as stored, on %s", (kind) => {
  let t: TestApp;
  let admin = "";
  beforeAll(async () => {
    ({ t, admin } = await createTestAppWithAdmin(kind, { CHAT_QUESTION_RETENTION_DAYS: "30" }));
  });
  afterAll(() => t.close());
  const post = postFromFreshAddresses(() => t, 155);

  it("stores and shows admins a question with its secrets masked", async () => {
    const asked = await post("/api/chat", {
      user_input: "my api key sk-live-4f9a8b7c6d5e4f3a2b1c fails; I am ada@example.com, +1 555 010 0199",
    });
    const { answerId } = asked.json();
    const listed = (await post("/api/list_chat_questions", { authToken: admin, filter: "recent" })).json();
    const masked = "my api key [key] fails; I am [email], [phone]";
    expect(listed.data.find((row: { id: string }) => row.id === answerId)?.question).toBe(masked);
    const [row] = await t.database.db.select().from(chatQuestions).where(eq(chatQuestions.id, answerId));
    expect(row?.question).toBe(masked);
  });

  it("deletes questions older than CHAT_QUESTION_RETENTION_DAYS on the worker's round, and only those", async () => {
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    const rows = [
      { question: "kept: 29 days old", declined: false, createdAt: new Date(now - 29 * day) },
      { question: "gone: 31 days old", declined: false, createdAt: new Date(now - 31 * day) },
      { question: "gone: a year old", declined: true, createdAt: new Date(now - 365 * day) },
    ];
    await t.database.db.insert(chatQuestions).values(rows);
    expect(await t.app.chatRetention.runOnce()).toBe(2);
    const left = (await t.database.db.select().from(chatQuestions)).map((row) => row.question);
    expect(left).toContain("kept: 29 days old");
    expect(left).not.toContain("gone: 31 days old");
    expect(left).not.toContain("gone: a year old");
    expect(await t.app.chatRetention.runOnce()).toBe(0);
  });

  // Only PostgreSQL runs several instances (PGlite is one process): the test exists only there.
  if (kind === "postgres")
    it("lets one instance purge at a time: a round that finds another under way skips it", async () => {
      await t.database.db.insert(chatQuestions).values({
        question: "gone: 40 days old",
        declined: false,
        createdAt: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000),
      });
      // Another instance's round, under way on its own connection: it holds the round's lock.
      const other = new pg.Client({ connectionString: t.database.url });
      await other.connect();
      try {
        await other.query("begin");
        await other.query("select pg_advisory_xact_lock(hashtext('chat_questions retention'))");
        expect(await purgeOldQuestions(t.database.db, new Date(), 30)).toBe(0);
        await other.query("commit");
      } finally {
        await other.end();
      }
      expect(await purgeOldQuestions(t.database.db, new Date(), 30)).toBe(1);
    });
});
