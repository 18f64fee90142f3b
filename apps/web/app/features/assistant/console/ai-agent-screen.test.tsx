import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { jsonResponse } from "#web/test/json-response";
import { actAs, renderConsoleRoute, sentTo, stubApi } from "#web/test/render-console-route";

const LIST = "/api/list_chat_questions";
const question = (id: string, text: string, declined: boolean, vote: "up" | "down" | null) => ({
  id,
  question: text,
  declined,
  vote,
  createdAt: "2026-03-02T10:00:00.000Z",
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
    expect(recent[1]).toContain("How do I restart a service?Thumbs down");
    expect(screen.getByRole("button", { name: "Recent" }).getAttribute("aria-pressed")).toBe("true");

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Thumbs down" }));
    expect(await screen.findByText("1 question(s)")).toBeTruthy();
    expect((await rows()).map((r) => r?.startsWith("How do I restart a service?"))).toEqual([true]);
    expect(screen.getByRole("button", { name: "Thumbs down" }).getAttribute("aria-pressed")).toBe("true");

    await user.click(screen.getByRole("button", { name: "Unanswered" }));
    expect((await rows()).map((r) => r?.startsWith("What's the weather in Paris?"))).toEqual([true]);
    expect(sentTo(fetchMock, LIST).map((call) => call.body)).toEqual([
      { authToken: "admin-token", filter: "recent", page: 1 },
      { authToken: "admin-token", filter: "down", page: 1 },
      { authToken: "admin-token", filter: "unanswered", page: 1 },
    ]);
  });

  it("says so when no answer was marked unhelpful", async () => {
    stubApi({ [LIST]: () => jsonResponse({ data: [], total: 0, totalPages: 0 }) });
    renderConsoleRoute("/console/ai-agent");
    expect(await screen.findByText("No questions yet.")).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: "Thumbs down" }));
    expect(await screen.findByText("No answer was marked unhelpful.")).toBeTruthy();
  });
});
