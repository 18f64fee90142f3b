import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountWithSession } from "#api/testing/accounts.ts";
import { createTestAppWithAdmin, postFromFreshAddresses, type TestApp } from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";

describe.each(databaseKinds())("thumbs up and down on the AI Agent's answers, on %s", (kind) => {
  let t: TestApp;
  let admin = "";
  beforeAll(async () => {
    ({ t, admin } = await createTestAppWithAdmin(kind));
  });
  afterAll(() => t.close());
  const post = postFromFreshAddresses(() => t, 3);
  const ask = async (question: string) => (await post("/api/chat", { user_input: question })).json();
  const list = async (filter: string) =>
    (await post("/api/list_chat_questions", { authToken: admin, filter })).json();

  it("keeps each question with whether it was declined, and rates an answer by its id", async () => {
    const answered = await ask("How do I restart a service?");
    const declined = await ask("What's the weather in Paris tomorrow?");
    expect(answered.answerId).toMatch(/^[0-9a-f-]{36}$/);
    expect(declined.answerId).not.toBe(answered.answerId);

    const down = await post("/api/chat/feedback", { answerId: answered.answerId, vote: "down" });
    expect(down.statusCode).toBe(200);
    expect(down.json()).toEqual({ message: "Thank you for your feedback." });

    const recent = await list("recent");
    expect(recent.data.slice(0, 2).map((q: { question: string }) => q.question)).toEqual([
      "What's the weather in Paris tomorrow?",
      "How do I restart a service?",
    ]);
    expect(recent.data[1]).toMatchObject({ declined: false, vote: "down" });
    expect((await list("unanswered")).data.map((q: { question: string }) => q.question)).toEqual([
      "What's the weather in Paris tomorrow?",
    ]);
    expect((await list("down")).data.map((q: { question: string }) => q.question)).toEqual([
      "How do I restart a service?",
    ]);

    // The last vote counts.
    await post("/api/chat/feedback", { answerId: answered.answerId, vote: "up" });
    expect((await list("down")).data).toEqual([]);
    expect((await list("recent")).total).toBe(2);
  });

  it("refuses an unknown answer and a vote that is not up or down, in words", async () => {
    const unknown = await post("/api/chat/feedback", {
      answerId: "00000000-0000-4000-8000-000000000000",
      vote: "up",
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("We could not find that answer. Please ask again.");
    const { answerId } = await ask("How much is the Pro plan?");
    const sideways = await post("/api/chat/feedback", { answerId, vote: "sideways" });
    expect(sideways.statusCode).toBe(400);
    expect(sideways.json().message).toBe("vote: vote must be up or down.");
    const notAnId = await post("/api/chat/feedback", { answerId: "1 or 1=1", vote: "up" });
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().message).toBe("answerId: answerId must name an answer of the AI Agent.");
  });

  it("shows the questions to admins only", async () => {
    const employer = (await accountWithSession(t.database.db, "employer")).token;
    const asEmployer = await post("/api/list_chat_questions", { authToken: employer, filter: "recent" });
    expect(asEmployer.statusCode).toBe(403);
    expect((await post("/api/list_chat_questions", { filter: "recent" })).statusCode).toBe(401);
  });
});
