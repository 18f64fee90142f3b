import { COPY_FEEDBACK_MS } from "@site/contract/constants";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CodeBlock } from "./code-block";

const code = 'deploy@10.0.1.21:8000 run_cmd command="uptime"';

function mockClipboard() {
  const writeText = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
  return writeText;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("CodeBlock", () => {
  it("shows the language and the highlighted code in a focusable block", () => {
    render(
      <CodeBlock
        code={code}
        html='<span class="hljs-keyword">run_cmd</span>'
        lang="ushell"
        label="Universal Shell"
      />,
    );
    expect(screen.getByText("Universal Shell")).toBeTruthy();
    const pre = screen.getByText("run_cmd").closest("pre");
    expect(pre?.tabIndex).toBe(0);
  });

  it("copies the code and shows 'Copied!' for 2000 ms, then 'Copy' again", async () => {
    vi.useFakeTimers();
    const writeText = mockClipboard();
    render(<CodeBlock code={code} html={code} lang="ushell" label="Universal Shell" />);

    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    });
    expect(writeText).toHaveBeenCalledWith(code);
    expect(screen.getByRole("button", { name: "Copied!" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Code copied to the clipboard");

    act(() => vi.advanceTimersByTime(COPY_FEEDBACK_MS - 1));
    expect(screen.getByRole("button", { name: "Copied!" })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("button", { name: "Copy" })).toBeTruthy();
    expect(COPY_FEEDBACK_MS).toBe(2000);
  });

  it("keeps 'Copy' when the clipboard refuses", async () => {
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: vi.fn().mockRejectedValue(new Error("denied")) },
    });
    render(<CodeBlock code={code} html={code} lang="ushell" label="Universal Shell" />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    });
    expect(screen.getByRole("button", { name: "Copy" })).toBeTruthy();
  });
});
