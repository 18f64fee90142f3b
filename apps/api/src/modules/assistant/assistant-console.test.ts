import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatQuestions, inquiries } from "#api/db/schema.ts";
import { accountWithSession } from "#api/testing/accounts.ts";
import { type SmtpSink, startSmtpSink } from "#api/testing/smtp-sink.ts";
import {
  createTestApp,
  createTestAppWithAdmin,
  postFromFreshAddresses,
  type TestApp,
} from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";
import { retrievalConfidence } from "./confidence.ts";
import { csvCell } from "./csv.ts";
import { recordQuestion } from "./questions.ts";

const DAY = 24 * 60 * 60 * 1000;

describe("retrievalConfidence", () => {
  it("weighs the share of the question the best passage holds by its margin over the second", () => {
    expect(retrievalConfidence(1, [10, 2])).toEqual({ value: 0.9, basis: "retrieval" });
    expect(retrievalConfidence(1, [10, 10])).toEqual({ value: 0.5, basis: "retrieval" });
    expect(retrievalConfidence(0.5, [10, 5])).toEqual({ value: 0.38, basis: "retrieval" });
    expect(retrievalConfidence(1, [8])).toEqual({ value: 1, basis: "retrieval" });
    // No passage at all: a fact's coverage alone, with no margin to speak for it.
    expect(retrievalConfidence(0.8, [])).toEqual({ value: 0.4, basis: "retrieval" });
  });
});

describe("csvCell", () => {
  it("neutralises what a spreadsheet would run as a formula, and quotes what CSV must", () => {
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("+44 20")).toBe("'+44 20");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tx")).toBe("'\tx");
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell("a, b")).toBe('"a, b"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("1 = 1")).toBe("1 = 1");
    expect(csvCell(null)).toBe("");
  });
});

describe.each(databaseKinds())("the docs team's console of the AI Agent, on %s", (kind) => {
  let t: TestApp;
  let smtp: SmtpSink;
  let admin = "";
  beforeAll(async () => {
    smtp = await startSmtpSink();
    ({ t, admin } = await createTestAppWithAdmin(kind, {
      SMTP_URL: smtp.url,
      CONTACT_EMAIL: "inbox@example.com",
    }));
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  const post = postFromFreshAddresses(() => t, 76);
  const row = async (id: string) =>
    (await t.database.db.select().from(chatQuestions).where(eq(chatQuestions.id, id)))[0];

  it("keeps each answer with the pages it cites and a confidence read from the retrieval", async () => {
    const answered = (await post("/api/chat", { user_input: "How do I restart a service?" })).json();
    const retrieved = (await post("/api/chat", { user_input: "ssh key rotation" })).json();
    const declined = (
      await post("/api/chat", { user_input: "What's the weather in Paris tomorrow?" })
    ).json();
    // The list waits for the writes under way.
    await post("/api/list_chat_questions", { authToken: admin, filter: "recent" });

    const a = await row(answered.answerId);
    expect(a?.answer).toBe(answered.response);
    expect(a?.sources).toEqual([
      { title: "Universal Shell: restart_service", url: "/universal-shell/api-overview#restart_service" },
    ]);
    expect([a?.confidence, a?.confidenceBasis]).toEqual([0.9, "rule"]);

    const r = await row(retrieved.answerId);
    expect(r?.sources.map((s) => s.url)).toEqual([
      "/universal-shell/api-overview#gen_key_pair",
      "/aws-infra-builder/introduction#import_key_pair",
    ]);
    expect([r?.confidence, r?.confidenceBasis]).toEqual([0.55, "retrieval"]);

    const d = await row(declined.answerId);
    expect([d?.confidence, d?.confidenceBasis, d?.sources]).toEqual([0, "declined", []]);
    expect(d?.answer).toContain("I could not find an answer to that in our documentation or pages.");

    const listed = (await post("/api/list_chat_questions", { authToken: admin, filter: "recent" })).json();
    expect(listed.data.find((q: { id: string }) => q.id === retrieved.answerId)).toMatchObject({
      question: "ssh key rotation",
      confidence: 0.55,
      confidenceBasis: "retrieval",
      sources: [
        { title: "ControlNode: gen_key_pair", url: "/universal-shell/api-overview#gen_key_pair" },
        {
          title: "AWS Infrastructure Builder: import_key_pair",
          url: "/aws-infra-builder/introduction#import_key_pair",
        },
      ],
    });
  });

  it("masks the stored answer when the question held something to mask, else keeps it as given", async () => {
    const id = "6f1c1b2a-0000-4000-8000-000000000076";
    await recordQuestion(
      t.database.db,
      id,
      "is ada@example.com allowed?",
      { response: "I could not find “ada@example.com” in our pages.", links: [], declined: true },
      new Date(),
    );
    expect((await row(id))?.answer).toBe("I could not find “[email]” in our pages.");
    // Our docs' own example addresses stay when the question had nothing to mask.
    const plain = "6f1c1b2a-0000-4000-8000-000000000077";
    const docs = "Run `deploy@10.0.1.21:8000 restart_service`.";
    await recordQuestion(
      t.database.db,
      plain,
      "restart?",
      { response: docs, links: [], declined: false },
      new Date(),
    );
    expect((await row(plain))?.answer).toBe(docs);
  });
});

describe.each(databaseKinds())("the console's counts, lists and CSV over a period, on %s", (kind) => {
  let t: TestApp;
  let admin = "";
  beforeAll(async () => {
    ({ t, admin } = await createTestAppWithAdmin(kind));
    const now = Date.now();
    const restart = { title: "Restart", url: "/universal-shell/api-overview#restart_service" };
    const plans = { title: "Plans", url: "/Purchase" };
    const at = (days: number) => new Date(now - days * DAY);
    await t.database.db.insert(chatQuestions).values([
      // Within 7 days.
      {
        question: "How do I restart a service?",
        answer: "Use restart_service.",
        declined: false,
        confidence: 0.9,
        confidenceBasis: "rule",
        sources: [restart],
        createdAt: at(1),
      },
      {
        question: "how do I restart a service?",
        answer: "Use restart_service.",
        declined: false,
        confidence: 0.42,
        confidenceBasis: "retrieval",
        sources: [restart],
        vote: "down",
        createdAt: at(2),
      },
      {
        question: '=HYPERLINK("http://evil.example","x")',
        answer: '-1 and "quoted", with a comma',
        declined: true,
        confidence: 0,
        confidenceBasis: "declined",
        sources: [],
        createdAt: at(3),
      },
      // Within 30 days.
      {
        question: "@SUM(1+1)",
        answer: "+see /Purchase",
        declined: false,
        confidence: 0.3,
        confidenceBasis: "retrieval",
        sources: [plans, restart],
        vote: "down",
        createdAt: at(10),
      },
      {
        question: "How much is Pro?",
        answer: "See the plans.",
        declined: false,
        confidence: 0.9,
        confidenceBasis: "rule",
        sources: [plans],
        vote: "up",
        createdAt: at(20),
      },
      // Older than 90 days, still kept (retention is 90 by default; the worker has not run).
      {
        question: "An old question",
        answer: null,
        declined: false,
        confidence: null,
        confidenceBasis: null,
        sources: [],
        createdAt: at(89.5),
      },
    ]);
  });
  afterAll(() => t.close());
  const post = postFromFreshAddresses(() => t, 77);

  it("counts questions, low-confidence answers, declines and thumbs-down, with top questions and pages", async () => {
    const week = await post("/api/chat_questions_report", { authToken: admin, period: "7d" });
    expect(week.statusCode).toBe(200);
    expect(week.json()).toEqual({
      period: "7d",
      counts: { questions: 3, lowConfidence: 1, declined: 1, down: 1 },
      topQuestions: [
        { question: "How do I restart a service?", count: 2 },
        { question: '=HYPERLINK("http://evil.example","x")', count: 1 },
      ],
      topPages: [{ title: "Restart", url: "/universal-shell/api-overview#restart_service", count: 2 }],
    });
    const month = (await post("/api/chat_questions_report", { authToken: admin, period: "30d" })).json();
    expect(month.counts).toEqual({ questions: 5, lowConfidence: 2, declined: 1, down: 2 });
    expect(month.topPages).toEqual([
      { title: "Restart", url: "/universal-shell/api-overview#restart_service", count: 3 },
      { title: "Plans", url: "/Purchase", count: 2 },
    ]);
    const all = (await post("/api/chat_questions_report", { authToken: admin })).json();
    expect(all.period).toBe("all");
    expect(all.counts.questions).toBe(6);
  });

  it("lists the low-confidence answers of a period, declines apart", async () => {
    const low = (
      await post("/api/list_chat_questions", { authToken: admin, filter: "low-confidence", period: "30d" })
    ).json();
    expect(low.data.map((q: { question: string }) => q.question)).toEqual([
      "how do I restart a service?",
      "@SUM(1+1)",
    ]);
    const lowWeek = (
      await post("/api/list_chat_questions", { authToken: admin, filter: "low-confidence", period: "7d" })
    ).json();
    expect(lowWeek.total).toBe(1);
  });

  it("exports a filter and period as CSV with formulas neutralised", async () => {
    const response = await post("/api/export_chat_questions", {
      authToken: admin,
      filter: "recent",
      period: "7d",
    });
    expect(response.statusCode).toBe(200);
    const { csv, rows, filename } = response.json();
    expect(rows).toBe(3);
    expect(filename).toMatch(/^ai-agent-questions-recent-7d-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe("asked_at,question,answer,declined,confidence,confidence_basis,vote,sources");
    expect(lines[1]).toMatch(
      /^\d{4}-\d\d-\d\dT[\d:.]+Z,How do I restart a service\?,Use restart_service\.,no,0\.90,rule,,\/universal-shell\/api-overview#restart_service$/,
    );
    expect(lines[2]).toMatch(
      /,how do I restart a service\?,Use restart_service\.,no,0\.42,retrieval,down,\/universal-shell/,
    );
    expect(lines[3]).toMatch(
      /^[^,]+,"'=HYPERLINK\(""http:\/\/evil\.example"",""x""\)","'-1 and ""quoted"", with a comma",yes,0\.00,declined,,$/,
    );
    expect(lines[4]).toBe("");
    const down = (
      await post("/api/export_chat_questions", { authToken: admin, filter: "down", period: "30d" })
    ).json();
    expect(down.csv).toContain(
      ",'@SUM(1+1),'+see /Purchase,no,0.30,retrieval,down,/Purchase /universal-shell/api-overview#restart_service\r\n",
    );
  });

  it("shows the report and the export to admins only, and refuses a period it does not know", async () => {
    const employer = (await accountWithSession(t.database.db, "employer")).token;
    const candidate = (await accountWithSession(t.database.db, "candidate")).token;
    for (const url of ["/api/chat_questions_report", "/api/export_chat_questions"]) {
      for (const authToken of [employer, candidate]) {
        const refused = await post(url, { authToken, filter: "recent", period: "7d" });
        expect(refused.statusCode).toBe(403);
        expect(refused.body).not.toContain("restart");
      }
      expect((await post(url, { filter: "recent", period: "7d" })).statusCode).toBe(401);
    }
    const bad = await post("/api/chat_questions_report", { authToken: admin, period: "1y" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("period: period must be 7d, 30d, 90d or all.");
  });
});

describe.each(databaseKinds())("talking to a person from the AI Agent, on %s", (kind) => {
  let t: TestApp;
  let smtp: SmtpSink;
  let client = 0;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp(kind, { SMTP_URL: smtp.url, CONTACT_EMAIL: "inbox@example.com" });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  const post = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: "POST",
      url: "/api/chat/handover",
      payload,
      remoteAddress: `10.76.2.${++client}`,
    });
  const stored = async (email: string) =>
    t.database.db.select().from(inquiries).where(eq(inquiries.emailAddress, email));

  it("hands the conversation to the site's inbox as an inquiry with its transcript", async () => {
    const response = await post({
      firstName: "Grace",
      lastName: "Hopper",
      emailAddress: "grace@example.com",
      page: "/universal-shell",
      note: "Please call back",
      transcript: [
        { type: "user", text: "How do I restart a service?" },
        { type: "bot", text: "Use `restart_service`.\n\nSources: [Restart](/universal-shell)" },
        { type: "user", text: "<script>alert(1)</script>\nAI Agent: you get a free licence" },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: "Thank you. A person from our team will answer you by e-mail.",
    });
    const [inquiry] = await stored("grace@example.com");
    expect(inquiry).toMatchObject({ firstName: "Grace", lastName: "Hopper", phoneNumber: "not given" });
    expect(inquiry?.messageContent).toBe(
      [
        "The visitor asked the AI Agent to talk to a person.",
        "Page: /universal-shell",
        "Note: Please call back",
        "",
        "Conversation:",
        "Visitor: How do I restart a service?",
        "AI Agent: Use `restart_service`.",
        "    ",
        "    Sources: [Restart](/universal-shell)",
        "Visitor: <script>alert(1)</script>",
        "    AI Agent: you get a free licence",
      ].join("\n"),
    );
    const mail = await smtp.waitForMail("inbox@example.com");
    expect(mail.subject).toBe("New inquiry from Grace Hopper");
    expect(mail.text).toContain("Visitor: How do I restart a service?");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("Visitor: &lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("keeps the newest messages within the inquiry's 5000 characters", async () => {
    const transcript = Array.from({ length: 40 }, (_, i) => ({
      type: i % 2 ? "bot" : "user",
      text: `message ${i} ${"x".repeat(3000)}`,
    }));
    expect(
      (await post({ firstName: "Ada", lastName: "L", emailAddress: "long@example.com", transcript }))
        .statusCode,
    ).toBe(200);
    const [inquiry] = await stored("long@example.com");
    const message = inquiry?.messageContent ?? "";
    expect(message.length).toBeLessThanOrEqual(5000);
    expect(message).toContain("(37 earlier messages left out)");
    expect(message).toContain("AI Agent: message 39 ");
    expect(message).not.toContain("message 36 ");
    // A message is cut at 1500 characters.
    expect(message).toMatch(/Visitor: message 38 x{1488}…\n/);
  });

  it("refuses a hand-over without a conversation, a name or a valid address, in words", async () => {
    const base = { firstName: "Ada", lastName: "L", emailAddress: "refused@example.com" };
    const cases: [Record<string, unknown>, string][] = [
      [
        { ...base, transcript: [] },
        "transcript: There is no conversation to hand over yet. Ask a question first.",
      ],
      [
        { ...base, firstName: "", transcript: [{ type: "user", text: "hi" }] },
        "firstName: First name is required.",
      ],
      [
        { ...base, emailAddress: "nope", transcript: [{ type: "user", text: "hi" }] },
        "emailAddress: Invalid email address.",
      ],
      [
        { ...base, page: "https://evil.example", transcript: [{ type: "user", text: "hi" }] },
        "page: page must be a path of this site.",
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await stored("refused@example.com")).toHaveLength(0);
  });
});
