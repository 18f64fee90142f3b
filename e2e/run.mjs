// Runs the Playwright suite, or says loudly that it cannot: without Debian's Chromium the suite
// is not started at all (exit 0), unless REQUIRE_E2E=1 makes that a failure (as in CI).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { fullBrowserPath } from "./browser.mjs";

// The full browser is needed (a test uses its PDF viewer); the headless shell, when installed,
// runs the rest faster (browser.mjs).
const chromiumPath = fullBrowserPath();
if (!fs.existsSync(chromiumPath)) {
  const hint =
    "Install Debian's chromium package (and chromium-headless-shell for speed), or set CHROMIUM_PATH.";
  if (process.env.REQUIRE_E2E === "1") {
    console.error(`E2E FAILED: REQUIRE_E2E=1 but there is no Chromium at ${chromiumPath}. ${hint}`);
    process.exit(1);
  }
  const bar = "#".repeat(78);
  console.warn(
    `\n${bar}\n##  E2E SKIPPED: no Chromium at ${chromiumPath}\n##  ${hint} Set REQUIRE_E2E=1 to make this a failure.\n${bar}\n`,
  );
  process.exit(0);
}
const run = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(run.status ?? 1);
