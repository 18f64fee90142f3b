import { COPY_FEEDBACK_MS } from "@site/contract/constants";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CONTACT_EMAIL } from "./chat-config";
import { MarkdownMessage } from "./markdown-message";

function renderAnswer(text: string) {
  return render(
    <MemoryRouter>
      <div data-testid="answer">
        <MarkdownMessage text={text} />
      </div>
    </MemoryRouter>,
  );
}
const answer = () => screen.getByTestId("answer");

afterEach(() => {
  vi.useRealTimers();
  delete (window as { __xss?: unknown }).__xss;
});

describe("MarkdownMessage", () => {
  it("renders an answer's sentence, table, list and sources as a person reads them", () => {
    renderAnswer(
      [
        "Use `restart_service`: it **stops and starts** the service.",
        "| Plan | Price |\n| --- | --- |\n| Basic Plan | $10/month |\n| Pro Plan | $15/month |",
        "- one\n- two",
        "Sources: [Universal Shell: restart_service](/universal-shell/api-overview#restart_service) · [Plans](/Purchase)",
      ].join("\n\n"),
    );
    expect(within(answer()).getByText("restart_service").tagName).toBe("CODE");
    expect(within(answer()).getByText("stops and starts").tagName).toBe("STRONG");
    const table = within(answer()).getByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Plan", "Price"]);
    expect(
      within(table)
        .getAllByRole("row")
        .map((r) => r.textContent),
    ).toEqual(["PlanPrice", "Basic Plan$10/month", "Pro Plan$15/month"]);
    expect(
      within(answer())
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["one", "two"]);
    expect(within(answer()).getByRole("link", { name: "Plans" }).getAttribute("href")).toBe("/Purchase");
    expect(
      within(answer()).getByRole("link", { name: "Universal Shell: restart_service" }).getAttribute("href"),
    ).toBe("/universal-shell/api-overview#restart_service");
    expect(answer().textContent).not.toMatch(/\||---/);
  });

  it("shows a code block with a Copy button that copies it exactly and says 'Copied!' for 2 seconds", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    const code = '3@web stop_service service_name="nginx"';
    renderAnswer(`Use \`stop_service\`.\n\n\`\`\`ushell\n${code}\n\`\`\``);
    expect(answer().querySelector("pre code")?.textContent).toBe(code);
    expect(within(answer()).getByText("Universal Shell")).toBeTruthy();

    await act(async () => {
      fireEvent.click(within(answer()).getByRole("button", { name: "Copy" }));
    });
    expect(writeText).toHaveBeenCalledWith(code);
    expect(within(answer()).getByRole("button", { name: "Copied!" })).toBeTruthy();
    act(() => vi.advanceTimersByTime(COPY_FEEDBACK_MS - 1));
    expect(within(answer()).getByRole("button", { name: "Copied!" })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(within(answer()).getByRole("button", { name: "Copy" })).toBeTruthy();
  });

  it("shows markup in an answer as text: no script, no element from HTML, no image", () => {
    const markup = '<script>window.__xss=1</script><img src=x onerror="window.__xss=1"><b>bold</b>';
    renderAnswer(`${markup}\n\nA doc with ![a diagram](https://evil.example/x.png) in it.`);
    expect(answer().querySelector("script, img, b, iframe")).toBeNull();
    expect(answer().textContent).toContain(markup);
    expect(answer().textContent).toContain("A doc with a diagram in it.");
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it("links only to our own pages and files and to the contact address; every other link stays text", () => {
    renderAnswer(
      [
        "[run](javascript:alert(1)) [data](data:text/html,hi) [other site](https://evil.example/x)",
        "[protocol-relative](//evil.example/x) [back slash](/\\evil.example) [mail](mailto:someone@evil.example)",
        '<a href="javascript:alert(1)">raw</a> https://evil.example/bare',
        `[White paper](/docs/universal-shell-white-paper.pdf) · [Setup](/universal-shell/setup) · [${CONTACT_EMAIL}](mailto:${CONTACT_EMAIL})`,
      ].join("\n\n"),
    );
    const links = within(answer())
      .getAllByRole("link")
      .map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual([
      ["White paper", "/docs/universal-shell-white-paper.pdf"],
      ["Setup", "/universal-shell/setup"],
      [CONTACT_EMAIL, `mailto:${CONTACT_EMAIL}`],
    ]);
    expect(answer().textContent).toContain("[run](javascript:alert(1))");
    expect(answer().textContent).toContain("other site");
    expect(answer().textContent).toContain('<a href="javascript:alert(1)">raw</a>');
  });

  it("links the contact address of the spec's failure reply", () => {
    renderAnswer(`Please reach out to ${CONTACT_EMAIL} further inquiry.`);
    expect(within(answer()).getByRole("link", { name: CONTACT_EMAIL }).getAttribute("href")).toBe(
      `mailto:${CONTACT_EMAIL}`,
    );
    expect(answer().textContent).toBe(`Please reach out to ${CONTACT_EMAIL} further inquiry.`);
  });
});
