import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isRevealed, Reveal } from "./reveal";

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
let observed: { callback: Callback; options?: IntersectionObserverInit }[] = [];

function installObserver() {
  observed = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        observed.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
}

/** An entry of an element in view: `ratio` of it visible, `height` pixels of it in an 800-pixel viewport. */
const entry = (ratio: number, height: number) =>
  ({
    isIntersecting: true,
    intersectionRatio: ratio,
    intersectionRect: { height },
    rootBounds: { height: 800 },
  }) as IntersectionObserverEntry;

/** Puts the element `top` pixels down the page (jsdom does no layout). */
function placeAt(top: number) {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({
    top,
    bottom: top + 200,
    left: 0,
    right: 100,
    width: 100,
    height: 200,
    x: 0,
    y: top,
    toJSON: () => ({}),
  });
}

afterEach(() => {
  observed = [];
});

describe("Reveal", () => {
  it("shows its content as rendered, with the spec's delay as a CSS variable", () => {
    render(
      <Reveal delay={700}>
        <p>Content</p>
      </Reveal>,
    );
    const wrapper = screen.getByText("Content").parentElement as HTMLElement;
    expect(wrapper.getAttribute("data-reveal")).toBeNull();
    expect(wrapper.className).toContain("reveal-fade");
    expect(wrapper.style.getPropertyValue("--reveal-delay")).toBe("700ms");
  });

  it("holds back content below the viewport until half of it is seen", () => {
    installObserver();
    placeAt(5000);
    render(
      <Reveal variant="slide">
        <p>Below</p>
      </Reveal>,
    );
    const wrapper = screen.getByText("Below").parentElement as HTMLElement;
    expect(wrapper.getAttribute("data-reveal")).toBe("pending");
    expect(observed[0]?.options?.threshold).toContain(0.5);

    act(() => observed[0]?.callback([entry(0.2, 40)]));
    expect(wrapper.getAttribute("data-reveal")).toBe("pending");
    act(() => observed[0]?.callback([entry(0.6, 120)]));
    expect(wrapper.getAttribute("data-reveal")).toBeNull();
  });

  it("leaves content already in view alone", () => {
    installObserver();
    placeAt(100);
    render(
      <Reveal>
        <p>Above</p>
      </Reveal>,
    );
    expect(screen.getByText("Above").parentElement?.getAttribute("data-reveal")).toBeNull();
    expect(observed).toHaveLength(0);
  });

  it("counts an element taller than the viewport as seen when it fills half the viewport", () => {
    expect(isRevealed(entry(0.3, 450), 0.5)).toBe(true);
    expect(isRevealed(entry(0.3, 200), 0.5)).toBe(false);
    expect(isRevealed({ ...entry(1, 800), isIntersecting: false } as IntersectionObserverEntry, 0.5)).toBe(
      false,
    );
  });
});
