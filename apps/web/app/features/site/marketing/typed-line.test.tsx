import { readFileSync } from "node:fs";
import path from "node:path";
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

  it("blinks the cursor by CSS: once the line is typed no timer runs and the page is not rendered again", () => {
    let renders = 0;
    const Counted = () => {
      renders += 1;
      return <TypedLine text={sentence} />;
    };
    render(<Counted />);
    act(() => vi.advanceTimersByTime(TYPING_MS_PER_CHARACTER * sentence.length));
    expect(screen.getByTestId("typed-text").textContent).toBe(sentence);
    expect(vi.getTimerCount()).toBe(0);
    const cursor = screen.getByTestId("typed-cursor");
    expect(cursor.className).toBe("typed-cursor relative");
    const rendersWhenTyped = renders;
    act(() => vi.advanceTimersByTime(CURSOR_BLINK_MS * 10));
    expect(renders).toBe(rendersWhenTyped);
    expect(cursor.className).toBe("typed-cursor relative");
  });

  it("the cursor's animation shows it 500 ms and hides it 500 ms, and only without reduced motion", () => {
    const css = readFileSync(path.resolve(import.meta.dirname, "../../../components/motion.css"), "utf8");
    const motionBlock = css.slice(css.indexOf("@media (prefers-reduced-motion: no-preference)"));
    expect(motionBlock).toMatch(
      /\.typed-cursor \{\s*animation: typed-cursor-blink 1s steps\(1, end\) infinite;/,
    );
    expect(css).toMatch(/@keyframes typed-cursor-blink \{\s*0% \{\s*opacity: 1;\s*\}\s*50% \{\s*opacity: 0;/);
  });

  it("shows the whole sentence at once, without a cursor, for reduced motion", () => {
    preferReducedMotion();
    render(<TypedLine text={sentence} />);
    expect(screen.getByTestId("typed-text").textContent).toBe(sentence);
    expect(screen.queryByTestId("typed-cursor")).toBeNull();
  });
});
