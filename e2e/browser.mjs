// Which Chromium the suite drives: CHROMIUM_PATH, else Debian's headless shell, else Debian's
// Chromium. The headless shell (package chromium-headless-shell, the same Blink as the browser
// without its window system and GPU process) is what Playwright itself uses for headless runs;
// it spent about a third less CPU on the same tests (docs/decisions/025-ci-stays-fast.md).
import fs from "node:fs";

export const headlessShellPath = "/usr/bin/chromium-headless-shell";
export const browserPath = "/usr/bin/chromium";

/** The executable to launch; may not exist (run.mjs says so). */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return fs.existsSync(headlessShellPath) ? headlessShellPath : browserPath;
}
