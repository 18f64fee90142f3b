import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { jsonResponse, pagedResponse } from "#web/test/json-response";
import { actAs, renderConsoleRoute, sentTo, stubApi } from "#web/test/render-console-route";

const LIST = "/api/list_chat_questions";
const REPORT = "/api/chat_questions_report";
const question = (id: string, text: string, declined: boolean, vote: "up" | "down" | null) => ({
  id,
  question: text,
  declined,
  vote,
  createdAt: "2026-03-02T10:00:00.000Z",
  answer: declined ? "I could not find an answer." : "Use restart_service.",
  sources: declined ? [] : [{ title: "Restart", url: "/universal-shell/api-overview#restart_service" }],
  confidence: declined ? 0 : 0.42,
  confidenceBasis: declined ? "declined" : "retrieval",
});
const report = (period: string) => ({
  period,
  counts: { questions: period === "7d" ? 2 : 9, lowConfidence: 1, declined: 1, down: 1 },
  topQuestions: [{ question: "How do I restart a service?", count: 3 }],
  topPages: [{ title: "Restart", url: "/universal-shell/api-overview#restart_service", count: 4 }],
});

beforeEach(() => actAs("admin"));

describe("AI Agent screen", () => {
  it("lists recent questions with what became of them, then the unanswered and thumbs-down ones", async () => {
    const lists: Record<string, ReturnType<typeof question>[]> = {
      recent: [
        question("2", "What's the weather in Paris?", true, null),
        question("1", "How do I restart a service?", false, "down"),
      ],
      unanswered: [question("2", "What's the weather in Paris?", true, null)],
      down: [question("1", "How do I restart a service?", false, "down")],
    };
    const fetchMock = stubApi({
      [REPORT]: (body) => jsonResponse(report(String(body.period))),
      [LIST]: (body) => {
        const data = lists[String(body.filter)] ?? [];
        return jsonResponse({ data, total: data.length, totalPages: 1 });
      },
    });
    renderConsoleRoute("/console/ai-agent");
    const rows = async () =>
      (await screen.findAllByRole("listitem")).filter((li) => li.closest("ol")).map((li) => li.textContent);

    expect(await screen.findByText("2 question(s)")).toBeTruthy();
    const recent = await rows();
    expect(recent[0]).toContain("What's the weather in Paris?Not answered");
    expect(recent[1]).toContain("How do I restart a service?Thumbs downLow confidenceConfidence 0.42");
    expect(recent[1]).toContain("AnswerUse restart_service.Sources: Restart");
    expect(screen.getByRole("button", { name: "Recent" }).getAttribute("aria-pressed")).toBe("true");

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Thumbs down" }));
    expect(await screen.findByText("1 question(s)")).toBeTruthy();
    expect((await rows()).map((r) => r?.startsWith("How do I restart a service?"))).toEqual([true]);
    expect(screen.getByRole("button", { name: "Thumbs down" }).getAttribute("aria-pressed")).toBe("true");

    await user.click(screen.getByRole("button", { name: "Unanswered" }));
    expect((await rows()).map((r) => r?.startsWith("What's the weather in Paris?"))).toEqual([true]);
    expect(sentTo(fetchMock, LIST).map((call) => call.body)).toEqual([
      { authToken: "admin-token", filter: "recent", page: 1, period: "all" },
      { authToken: "admin-token", filter: "down", page: 1, period: "all" },
      { authToken: "admin-token", filter: "unanswered", page: 1, period: "all" },
    ]);
  });

  it("shows a period's counts, top questions and pages cited most, and asks again for another period", async () => {
    const fetchMock = stubApi({
      [REPORT]: (body) => jsonResponse(report(String(body.period))),
      [LIST]: () => pagedResponse([], 0, 0),
    });
    renderConsoleRoute("/console/ai-agent");
    const summary = await screen.findByRole("region", { name: "Summary of the period" });
    expect(summary.textContent).toBe("Questions9Low-confidence answers1Not answered1Thumbs down1");
    const top = screen.getByRole("region", { name: "Top questions" });
    expect(top.textContent).toBe("Top questionsHow do I restart a service?3×");
    const pages = screen.getByRole("region", { name: "Pages cited most" });
    expect(pages.querySelector("a")?.getAttribute("href")).toBe(
      "/universal-shell/api-overview#restart_service",
    );
    expect(pages.textContent).toBe("Pages cited mostRestart4×");

    await userEvent.setup().selectOptions(screen.getByLabelText("Period"), "Last 7 days");
    expect(await screen.findByText("2")).toBeTruthy();
    expect(sentTo(fetchMock, REPORT).map((call) => call.body)).toEqual([
      { authToken: "admin-token", period: "all" },
      { authToken: "admin-token", period: "7d" },
    ]);
    expect(sentTo(fetchMock, LIST).at(-1)?.body).toEqual({
      authToken: "admin-token",
      filter: "recent",
      page: 1,
      period: "7d",
    });
  });

  it("says so when no answer was marked unhelpful", async () => {
    stubApi({
      [REPORT]: (body) => jsonResponse(report(String(body.period))),
      [LIST]: () => pagedResponse([], 0, 0),
    });
    renderConsoleRoute("/console/ai-agent");
    expect(await screen.findByText("No questions yet.")).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: "Thumbs down" }));
    expect(await screen.findByText("No answer was marked unhelpful.")).toBeTruthy();
  });
});
