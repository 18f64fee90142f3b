// jsdom has no streams of its own; the stream answer is built from Node's, as fetch would give it.
import { ReadableStream } from "node:stream/web";
import { chatCopy } from "@site/content/assistant/chat";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "#web/test/json-response";
import { type Handler, stubApi } from "#web/test/stub-api";
import { CONTACT_EMAIL } from "./chat-config";
import { ChatToggle } from "./chat-toggle";
import { CONVERSATION_KEY } from "./use-conversation";

const CHAT = "/api/chat";
const STREAM = "/api/chat/stream";
/** The stream endpoint absent (an older API): the widget asks POST /api/chat instead. */
const noStream = () => jsonResponse({ message: "Not found", code: "not_found" }, 404);
const fallback = `Please reach out to ${CONTACT_EMAIL} further inquiry.`;

beforeEach(() => {
  window.sessionStorage.clear();
});

function renderWidget() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <QueryClientProvider client={client}>
            <p>Page</p>
            <ChatToggle />
          </QueryClientProvider>
        ),
      },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const toggle = () => screen.getByRole("button", { name: chatCopy.toggleLabel });
const input = () => screen.getByRole("textbox", { name: chatCopy.inputLabel }) as HTMLInputElement;
const log = () => screen.getByRole("log", { name: chatCopy.conversationLabel });

/** The text of the conversation's messages, without the screen-reader speaker names. */
const messageTexts = () =>
  within(log())
    .getAllByRole("listitem")
    .map((item) => item.textContent?.replace(/^(AI Agent|You): /, ""));

async function openWidget(user: ReturnType<typeof userEvent.setup>) {
  await user.click(toggle());
  return screen.findByRole("dialog", { name: chatCopy.title });
}

describe("ChatToggle", () => {
  it("is a labelled toggle whose panel is not loaded until opened", () => {
    renderWidget();
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(toggle().hasAttribute("aria-controls")).toBe(false);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens the AI Agent panel with the greeting and moves focus to the input", async () => {
    const user = userEvent.setup();
    renderWidget();
    const dialog = await openWidget(user);
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
    expect(toggle().getAttribute("aria-controls")).toBe(dialog.id);
    expect(within(dialog).getByRole("heading", { name: "AI Agent" })).toBeTruthy();
    expect(log().getAttribute("aria-live")).toBe("polite");
    expect(within(log()).getByText("Hello! How can I assist you today?")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input()));
  });

  it("closes on Escape and on the close button, returning focus to the toggle", async () => {
    const user = userEvent.setup();
    renderWidget();
    await openWidget(user);
    await waitFor(() => expect(document.activeElement).toBe(input()));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle());

    await user.click(toggle());
    await user.click(screen.getByRole("button", { name: chatCopy.closeLabel }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(toggle());
  });

  it("sends on Enter, shows both sides apart, and renders answer links as links", async () => {
    const user = userEvent.setup();
    const router = renderWidget();
    const api = stubApi({
      [STREAM]: noStream,
      [CHAT]: () =>
        jsonResponse({
          response: "Run `install.sh`.\n\nRead more: [Setup](/universal-shell/setup)",
          links: [{ title: "Setup", url: "/universal-shell/setup" }],
        }),
    });
    await openWidget(user);
    await user.type(input(), "  How do I install the shell?  {Enter}");

    const answerLink = await within(log()).findByRole("link", { name: "Setup" });
    expect(answerLink.getAttribute("href")).toBe("/universal-shell/setup");
    expect(input().value).toBe("");
    expect(api.mock.calls[0]?.[1]?.method).toBe("POST");
    expect(api.bodies(CHAT)).toEqual([{ user_input: "How do I install the shell?" }]);
    expect(api.unexpected).toEqual([]);

    const items = within(log()).getAllByRole("listitem");
    expect(items.map((item) => item.getAttribute("data-type"))).toEqual(["bot", "user", "bot"]);
    expect(items[1]?.textContent).toBe("You: How do I install the shell?");
    expect(items[2]?.textContent).toContain("AI Agent:");

    // An in-app link navigates without leaving the page; the conversation stays.
    await user.click(answerLink);
    expect(router.state.location.pathname).toBe("/universal-shell/setup");
    expect(within(log()).getAllByRole("listitem")).toHaveLength(3);
  });

  it("sends the last turns with a follow-up, and renders the answer's code block and table", async () => {
    const user = userEvent.setup();
    const answers = [
      { response: "Use `restart_service`.\n\n```ushell\nweb restart_service\n```", links: [] },
      { response: "Use `stop_service`.\n\n| Argument | Type |\n| --- | --- |\n| `service_name` | str |" },
    ];
    const api = stubApi({ [STREAM]: noStream, [CHAT]: () => jsonResponse(answers.shift()) });
    renderWidget();
    await openWidget(user);
    await user.type(input(), "How do I restart a service?{Enter}");
    expect(await within(log()).findByRole("button", { name: "Copy" })).toBeTruthy();
    expect(log().querySelector("pre code")?.textContent).toBe("web restart_service");

    await user.type(input(), "and how do I stop it?{Enter}");
    const table = await within(log()).findByRole("table");
    expect(
      within(table)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["service_name", "str"]);
    expect(api.bodies(CHAT)[1]).toEqual({
      user_input: "and how do I stop it?",
      history: [
        { type: "user", text: "How do I restart a service?" },
        { type: "bot", text: "Use `restart_service`.\n\n```ushell\nweb restart_service\n```" },
      ],
    });
    expect(api.unexpected).toEqual([]);
  });

  it("rates an answer of our API with thumbs up or down, and keeps the vote", async () => {
    const user = userEvent.setup();
    const answerId = "5b0c7a9e-2f4d-4c3b-9a1e-0d6f3e2b1c4a";
    const answers = [
      { response: "Use `restart_service`.", links: [], answerId },
      { response: "From elsewhere." },
    ];
    const api = stubApi({
      [STREAM]: noStream,
      [CHAT]: () => jsonResponse(answers.shift()),
      "/api/chat/feedback": () => jsonResponse({ message: "Thank you for your feedback." }),
    });
    renderWidget();
    await openWidget(user);
    await user.type(input(), "How do I restart a service?{Enter}");
    const feedback = await within(log()).findByRole("group", { name: chatCopy.feedbackLabel });
    const down = within(feedback).getByRole("button", { name: chatCopy.feedbackDown });
    expect(down.getAttribute("aria-pressed")).toBe("false");
    await user.click(down);
    expect(await within(feedback).findByText(chatCopy.feedbackThanks)).toBeTruthy();
    expect(down.getAttribute("aria-pressed")).toBe("true");
    expect(api.bodies("/api/chat/feedback")).toEqual([{ answerId, vote: "down" }]);
    expect(JSON.parse(window.sessionStorage.getItem(CONVERSATION_KEY) ?? "[]").at(-1)).toMatchObject({
      answerId,
      vote: "down",
    });

    // An answer without an id (a chat service configured elsewhere) cannot be rated.
    await user.type(input(), "And elsewhere?{Enter}");
    await within(log()).findByText("From elsewhere.");
    expect(within(log()).getAllByRole("group", { name: chatCopy.feedbackLabel })).toHaveLength(1);
    expect(api.unexpected).toEqual([]);
  });

  it("ignores input that is empty after trimming", async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    renderWidget();
    await openWidget(user);
    await user.type(input(), "   {Enter}");
    await user.click(screen.getByRole("button", { name: chatCopy.send }));
    expect(api).not.toHaveBeenCalled();
    expect(within(log()).getAllByRole("listitem")).toHaveLength(1);
  });

  it("answers a failure with the contact fallback", async () => {
    const user = userEvent.setup();
    renderWidget();
    stubApi({ [CHAT]: () => jsonResponse({ message: "Internal Server Error" }, 500) });
    await openWidget(user);
    await user.type(input(), "Hello there{Enter}");
    await waitFor(() => expect(messageTexts()).toEqual([chatCopy.greeting, "Hello there", fallback]));
    expect(within(log()).getByRole("link", { name: CONTACT_EMAIL }).getAttribute("href")).toBe(
      `mailto:${CONTACT_EMAIL}`,
    );
  });

  it("treats a network error like any failure and a 429 with the server's message", async () => {
    const user = userEvent.setup();
    renderWidget();
    const chat = vi
      .fn<Handler>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(jsonResponse({ message: "Too many requests, please try again later" }, 429));
    stubApi({ [CHAT]: chat });
    await openWidget(user);
    await user.type(input(), "one{Enter}");
    await waitFor(() => expect(messageTexts()).toEqual([chatCopy.greeting, "one", fallback]));
    await user.type(input(), "two{Enter}");
    await waitFor(() => expect(messageTexts().at(-1)).toBe("Too many requests, please try again later"));
  });

  it("does not send again while an answer is pending", async () => {
    const user = userEvent.setup();
    renderWidget();
    let release: (response: Response) => void = () => {};
    const api = stubApi({ [STREAM]: noStream, [CHAT]: () => new Promise((resolve) => (release = resolve)) });
    await openWidget(user);
    await user.type(input(), "first{Enter}");
    expect(await within(log()).findByText(chatCopy.thinking)).toBeTruthy();
    const send = screen.getByRole("button", { name: chatCopy.send }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await user.type(input(), "second{Enter}");
    expect(api.bodies(STREAM)).toHaveLength(1);
    expect(api.bodies(CHAT)).toHaveLength(1);
    expect(input().value).toBe("second");
    release(jsonResponse({ response: "Done.", links: [] }));
    expect(await within(log()).findByText("Done.")).toBeTruthy();
  });

  it("shows user text literally, never as HTML", async () => {
    const user = userEvent.setup();
    renderWidget();
    stubApi({ [CHAT]: () => jsonResponse({ response: "<b>bold</b> [x](javascript:alert(1))" }) });
    await openWidget(user);
    const payload = "<img src=x onerror=alert(1)>";
    await user.type(input(), `${payload}{Enter}`);
    expect(await within(log()).findByText("<b>bold</b> [x](javascript:alert(1))")).toBeTruthy();
    expect(within(log()).getByText(payload)).toBeTruthy();
    expect(log().querySelector("img, b")).toBeNull();
    expect(within(log()).queryAllByRole("link")).toHaveLength(0);
  });

  it("limits the input to the contract's maximum and counts characters", async () => {
    const user = userEvent.setup();
    renderWidget();
    await openWidget(user);
    expect(input().maxLength).toBe(1000);
    await user.type(input(), "abc");
    expect(screen.getByText(/^3 \/ 1000/)).toBeTruthy();
  });

  it("keeps the conversation in the tab's session storage", async () => {
    const user = userEvent.setup();
    stubApi({ [CHAT]: () => jsonResponse({ response: "Our plans start at $10.", links: [] }) });
    renderWidget();
    await openWidget(user);
    await user.type(input(), "pricing{Enter}");
    await within(log()).findByText("Our plans start at $10.");
    cleanup();

    // The next page of the visit (a public page is another document): open again by itself.
    renderWidget();
    await screen.findByRole("dialog", { name: "AI Agent" });
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
    expect(messageTexts()).toEqual([chatCopy.greeting, "pricing", "Our plans start at $10."]);
    expect(JSON.parse(window.sessionStorage.getItem(CONVERSATION_KEY) ?? "[]")).toHaveLength(3);
  });

  it("starts closed on the next page once the visitor closed it", async () => {
    const user = userEvent.setup();
    renderWidget();
    await openWidget(user);
    await user.click(toggle());
    cleanup();

    renderWidget();
    await waitFor(() => expect(toggle().getAttribute("aria-expanded")).toBe("false"));
    expect(screen.queryByRole("dialog", { name: "AI Agent" })).toBeNull();
  });
});

/** A text/event-stream answer whose events the test sends one at a time. */
function eventStream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    // Node's stream stands in for the DOM one fetch would give; the types of the two differ.
    response: new Response(body as unknown as BodyInit, {
      headers: { "content-type": "text/event-stream; charset=utf-8" },
    }),
    send(event: string, data: unknown) {
      controller?.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    end() {
      controller?.close();
    },
  };
}

/** A stream that sends one event and ends: an answer cut short. */
function streamEndingAfter(event: string, data: unknown): Response {
  const stream = eventStream();
  stream.send(event, data);
  stream.end();
  return stream.response;
}

/** A handler that gives each of `answers` in turn, one a request. */
function inTurn(...answers: (() => Response)[]) {
  return () => (answers.shift() as () => Response)();
}

describe("ChatToggle with the streamed answer", () => {
  it("renders the answer's words as they arrive, safely, then keeps the whole answer", async () => {
    const user = userEvent.setup();
    const stream = eventStream();
    const api = stubApi({ [STREAM]: () => stream.response });
    renderWidget();
    await openWidget(user);
    await user.type(input(), "How do I install the shell?{Enter}");
    expect(await within(log()).findByText(chatCopy.thinking)).toBeTruthy();

    stream.send("token", { text: "Install it with " });
    stream.send("token", {
      text: "pip: see [Setup](/universal-shell/setup) and [away](https://evil.example/)",
    });
    const partial = await within(log()).findByRole("link", { name: "Setup" });
    expect(partial.getAttribute("href")).toBe("/universal-shell/setup");
    expect(within(log()).queryByRole("link", { name: "away" })).toBeNull();
    expect(log().textContent).toContain("Install it with pip: see Setup and away");
    expect(within(log()).queryByText(chatCopy.thinking)).toBeNull();
    expect(log().getAttribute("aria-busy")).toBe("true");
    expect((screen.getByRole("button", { name: chatCopy.send }) as HTMLButtonElement).disabled).toBe(true);

    stream.send("token", { text: "\n\n```bash\npython3 -m pip install universal-shell\n```" });
    await waitFor(() =>
      expect(log().querySelector("pre code")?.textContent).toBe("python3 -m pip install universal-shell"),
    );

    const answerId = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
    stream.send("answer", {
      response: "Run `pip install universal-shell`.\n\nSource: [Install](/universal-shell/setup#install)",
      links: [{ title: "Universal Shell: Install", url: "/universal-shell/setup#install" }],
      answerId,
      generated: true,
    });
    stream.end();
    const kept = await within(log()).findByRole("link", { name: "Install" });
    expect(kept.getAttribute("href")).toBe("/universal-shell/setup#install");
    expect(messageTexts()).toEqual([
      chatCopy.greeting,
      "How do I install the shell?",
      "Run pip install universal-shell.Source: InstallWas this answer helpful?HelpfulNot helpful",
    ]);
    expect(within(log()).queryByRole("link", { name: "Setup" })).toBeNull();
    expect(log().getAttribute("aria-busy")).toBe("false");
    expect(api.bodies(STREAM)).toEqual([{ user_input: "How do I install the shell?" }]);
    expect(api.bodies(CHAT)).toEqual([]);
    expect(JSON.parse(window.sessionStorage.getItem(CONVERSATION_KEY) ?? "[]").at(-1)).toMatchObject({
      answerId,
      text: "Run `pip install universal-shell`.\n\nSource: [Install](/universal-shell/setup#install)",
    });
  });

  it("asks POST /api/chat when the stream fails before its answer", async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [STREAM]: inTurn(
        () => jsonResponse({ message: "Internal Server Error" }, 500),
        () => streamEndingAfter("token", { text: "Half an ans" }),
      ),
      [CHAT]: () => jsonResponse({ response: "From the chat endpoint.", links: [] }),
    });
    renderWidget();
    await openWidget(user);
    await user.type(input(), "first{Enter}");
    expect(await within(log()).findByText("From the chat endpoint.")).toBeTruthy();
    await user.type(input(), "second{Enter}");
    await waitFor(() => expect(api.bodies(CHAT)).toHaveLength(2));
    await waitFor(() => expect(messageTexts().at(-1)).toBe("From the chat endpoint."));
    expect(log().textContent).not.toContain("Half an ans");
    expect(api.bodies(STREAM)).toHaveLength(2);
    expect(api.unexpected).toEqual([]);
  });

  it("shows the limit's message on 429 without asking again, and the fallback when the service fails mid-stream", async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [STREAM]: inTurn(
        () => jsonResponse({ message: "Too many requests, please try again later" }, 429),
        () => streamEndingAfter("error", { message: "Internal Server Error" }),
      ),
    });
    renderWidget();
    await openWidget(user);
    await user.type(input(), "one{Enter}");
    await waitFor(() => expect(messageTexts().at(-1)).toBe("Too many requests, please try again later"));
    await user.type(input(), "two{Enter}");
    await waitFor(() => expect(messageTexts().at(-1)).toBe(fallback));
    expect(api.bodies(CHAT)).toEqual([]);
    expect(api.unexpected).toEqual([]);
  });
});
