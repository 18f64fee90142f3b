import { format } from "node:util";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { installDialog } from "./dialog";
import { installMatchMedia } from "./match-media";
import { stubApi } from "./stub-api";

// A console.error during a test fails it: React reports act() warnings, failed prop types and
// hydration problems there, and they are bugs (docs/engineering/how-we-write-code.md).
let consoleErrors: unknown[][] = [];

// findBy… and waitFor wait up to 5 s, not Testing Library's 1 s: parts loaded at first use
// (decision 116) are imported while the test runs, and on a loaded 2-core machine that import alone
// took over 1 s in the full suite (a wrong answer still fails, later).
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
  // Every test starts at a desktop width; resizeWindow() changes it.
  Object.defineProperty(window, "innerWidth", { configurable: true, writable: true, value: 1280 });
  installMatchMedia();
  installDialog();
  // No test reaches the network: every request answers 404 until the test stubs its path.
  stubApi({});
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    throw new Error(
      `console.error was called during the test:\n${errors.map((args) => format(...args)).join("\n")}`,
    );
  }
});
