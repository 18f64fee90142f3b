import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pausedOffScreen } from "./network-pause";

/** The IntersectionObserver the code made, so the test can say when the hero enters or leaves. */
let report: ((visible: boolean) => void) | undefined;
let disconnected = false;
let motionListener: ((event: { matches: boolean }) => void) | undefined;

beforeEach(() => {
  disconnected = false;
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        report = (visible) => callback([{ isIntersecting: visible }]);
      }
      observe() {}
      disconnect() {
        disconnected = true;
      }
    },
  );
  vi.stubGlobal("matchMedia", () => ({
    matches: false,
    addEventListener: (_: string, listener: typeof motionListener) => {
      motionListener = listener;
    },
    removeEventListener: () => {
      motionListener = undefined;
    },
  }));
  vi.stubGlobal("cancelAnimationFrame", vi.fn());
});
afterEach(() => vi.unstubAllGlobals());

/** A stand-in for vanta's effect: its own isOnScreen measures the element, as vanta's does. */
function fakeEffect() {
  return {
    req: 41 as number | undefined,
    animationLoop: vi.fn(() => 42),
    isOnScreen: vi.fn(() => {
      throw new Error("vanta's own test, which reads the layout, was called");
    }),
    destroy: vi.fn(),
  };
}

describe("the hero's network effect", () => {
  it("answers vanta's per-frame on-screen test without reading the layout", () => {
    const effect = fakeEffect();
    pausedOffScreen(document.createElement("div"), effect);
    expect(effect.isOnScreen()).toBe(true);
    report?.(false);
    expect(effect.isOnScreen()).toBe(false);
  });

  it("asks for no frame while off screen and starts its loop again when back", () => {
    const effect = fakeEffect();
    pausedOffScreen(document.createElement("div"), effect);
    report?.(false);
    expect(window.cancelAnimationFrame).toHaveBeenCalledWith(41);
    expect(effect.animationLoop).not.toHaveBeenCalled();
    report?.(false);
    expect(window.cancelAnimationFrame).toHaveBeenCalledTimes(1);
    report?.(true);
    expect(effect.animationLoop).toHaveBeenCalledTimes(1);
    // Still visible: no second loop.
    report?.(true);
    expect(effect.animationLoop).toHaveBeenCalledTimes(1);
  });

  it("stops for good when the visitor turns on reduced motion, once", () => {
    const effect = fakeEffect();
    const network = pausedOffScreen(document.createElement("div"), effect);
    motionListener?.({ matches: false });
    expect(effect.destroy).not.toHaveBeenCalled();
    motionListener?.({ matches: true });
    expect(effect.destroy).toHaveBeenCalledTimes(1);
    expect(disconnected).toBe(true);
    network.destroy();
    expect(effect.destroy).toHaveBeenCalledTimes(1);
  });
});
