import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CURSOR_BLINK_MS, TYPING_MS_PER_CHARACTER, TypedLine } from "./typed-line";

const sentence = "Easily Deploy & Manage Software Systems";

function preferReducedMotion() {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const list = original(query);
    if (!query.includes("prefers-reduced-motion")) return list;
    return {
      ...list,
      matches: true,
      addEventListener: () => {},
      removeEventListener: () => {},
    } as MediaQueryList;
  };
}

describe("TypedLine", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps the whole sentence in the document for screen readers while typing", () => {
    render(
      <h1>
        <TypedLine text={sentence} />
      </h1>,
    );
    expect(screen.getByRole("heading", { level: 1, name: sentence })).toBeDefined();
    expect(screen.getByTestId("typed-text").textContent).toBe("");
  });

  it("types one character every 40 ms until the sentence is complete", () => {
    render(<TypedLine text={sentence} />);
    const typed = screen.getByTestId("typed-text");

    act(() => vi.advanceTimersByTime(TYPING_MS_PER_CHARACTER - 1));
    expect(typed.textContent).toBe("");
    act(() => vi.advanceTimersByTime(1));
    expect(typed.textContent).toBe("E");
    act(() => vi.advanceTimersByTime(TYPING_MS_PER_CHARACTER * 5));
    expect(typed.textContent).toBe("Easily");

    act(() => vi.advanceTimersByTime(TYPING_MS_PER_CHARACTER * (sentence.length - 6) - 1));
    expect(typed.textContent).toBe(sentence.slice(0, -1));
    act(() => vi.advanceTimersByTime(1));
    expect(typed.textContent).toBe(sentence);
    expect(typed.parentElement?.getAttribute("data-typed-line")).toBe("complete");

    act(() => vi.advanceTimersByTime(5000));
    expect(typed.textContent).toBe(sentence);
  });

  it("blinks the cursor every 500 ms", () => {
    render(<TypedLine text={sentence} />);
    const cursor = screen.getByTestId("typed-cursor");
    expect(cursor.className).toContain("opacity-100");
    act(() => vi.advanceTimersByTime(CURSOR_BLINK_MS - 1));
    expect(cursor.className).toContain("opacity-100");
    act(() => vi.advanceTimersByTime(1));
    expect(cursor.className).toContain("opacity-0");
    act(() => vi.advanceTimersByTime(CURSOR_BLINK_MS));
    expect(cursor.className).toContain("opacity-100");
  });

  it("shows the whole sentence at once, without a cursor, for reduced motion", () => {
    preferReducedMotion();
    render(<TypedLine text={sentence} />);
    expect(screen.getByTestId("typed-text").textContent).toBe(sentence);
    expect(screen.queryByTestId("typed-cursor")).toBeNull();
  });
});
