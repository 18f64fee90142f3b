// Which Chromium the suite drives: CHROMIUM_PATH, else Debian's headless shell, else Debian's
// Chromium. The headless shell (package chromium-headless-shell, the same Blink as the browser
// without its window system and GPU process) is what Playwright itself uses for headless runs;
// it spent about a third less CPU on the same tests (docs/decisions/025-ci-stays-fast.md).
import fs from "node:fs";

export const headlessShellPath = "/usr/bin/chromium-headless-shell";
export const browserPath = "/usr/bin/chromium";

/** The full browser: for what the headless shell lacks (its PDF viewer). May not exist (run.mjs says so). */
export function fullBrowserPath() {
  return process.env.CHROMIUM_PATH || browserPath;
}

/** The executable for every other test: the headless shell when installed. */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return fs.existsSync(headlessShellPath) ? headlessShellPath : browserPath;
}
