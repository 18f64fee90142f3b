import { afterEach, describe, expect, it, vi } from "vitest";
import { deferAppBoot, deferredBootScript, moduleAfterFirstPaintScript } from "./deferred-boot";

// The shape React Router 7 writes into a prerendered page (abridged from a real shell).
const shell = [
  '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="stylesheet" href="/assets/root-3.css"/></head><body><h1>Search Jobs</h1>',
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-4.js";\n',
  'window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-2.js");</script></body></html>',
].join("");

describe("deferAppBoot", () => {
  it("drops the module preloads and makes the boot module inert behind the starter script", () => {
    const html = deferAppBoot(shell);
    expect(html).toBe(
      [
        '<html><head><link rel="stylesheet" href="/assets/root-3.css"/></head><body><h1>Search Jobs</h1>',
        `<script>${deferredBootScript}</script>`,
        '<script type="text/x-deferred-module">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-4.js";\n',
        'window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-2.js");</script></body></html>',
      ].join(""),
    );
  });

  it("runs the boot module, unchanged, after the first frame", async () => {
    document.body.innerHTML = `<script type="text/x-deferred-module">window.__booted = 1;</script>`;
    // biome-ignore lint/security/noGlobalEval: runs the starter's own constant text, as the page does.
    window.eval(deferredBootScript);
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(0);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
    const started = document.querySelectorAll('script[type="module"]');
    expect(started).toHaveLength(1);
    expect(started[0]?.textContent).toBe("window.__booted = 1;");
  });

  it("refuses a page without the boot module rather than shipping a shell that never starts", () => {
    expect(() => deferAppBoot("<html><body></body></html>")).toThrow(
      "The shell has no React Router boot module to defer",
    );
  });
});

describe("moduleAfterFirstPaintScript", () => {
  const nextFrameAndTask = () =>
    new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
  const started = () => [...document.head.querySelectorAll<HTMLScriptElement>("script[src]")];
  afterEach(() => {
    for (const script of started()) script.remove();
    vi.unstubAllGlobals();
  });

  it("adds the module script, at low priority, once the browser reports the first contentful paint", async () => {
    let report:
      | ((list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void)
      | undefined;
    const observed: unknown[] = [];
    class FakeObserver {
      static supportedEntryTypes = ["paint"];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe(options: unknown) {
        observed.push(options);
      }
      disconnect() {}
    }
    vi.stubGlobal("PerformanceObserver", FakeObserver);
    // biome-ignore lint/security/noGlobalEval: runs the script's own constant text, as the page does.
    window.eval(moduleAfterFirstPaintScript("/assets/islands-1.js"));
    expect(observed).toEqual([{ type: "paint", buffered: true }]);

    // The first paint (background only) is not the moment; nothing starts.
    report?.({ getEntriesByName: () => [] }, { disconnect() {} });
    await nextFrameAndTask();
    expect(started()).toHaveLength(0);

    report?.(
      { getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) },
      { disconnect() {} },
    );
    expect(started()).toHaveLength(0);
    await nextFrameAndTask();
    const [script] = started();
    expect(started()).toHaveLength(1);
    expect(script?.type).toBe("module");
    expect(script?.getAttribute("src")).toBe("/assets/islands-1.js");
    expect(script?.fetchPriority).toBe("low");
  });

  it("falls back to the first frame where paints are not reported, and starts the module once", async () => {
    vi.stubGlobal("PerformanceObserver", undefined);
    // biome-ignore lint/security/noGlobalEval: runs the script's own constant text, as the page does.
    window.eval(moduleAfterFirstPaintScript("/assets/islands-2.js"));
    expect(started()).toHaveLength(0);
    await nextFrameAndTask();
    expect(started().map((script) => script.getAttribute("src"))).toEqual(["/assets/islands-2.js"]);
  });
});
