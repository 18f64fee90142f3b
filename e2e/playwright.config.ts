import fs from "node:fs";
import { defineConfig } from "@playwright/test";

// Debian's Chromium, never a downloaded browser (CI installs the `chromium` package).
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const hasBrowser = fs.existsSync(chromiumPath);
// This file is loaded by the runner and again by every worker; speak only once.
const isRunnerProcess = process.env.TEST_WORKER_INDEX === undefined;

if (!hasBrowser) {
  const hint = "Install Debian's chromium package or set CHROMIUM_PATH.";
  if (process.env.REQUIRE_E2E === "1") {
    throw new Error(`E2E FAILED: REQUIRE_E2E=1 but there is no Chromium at ${chromiumPath}. ${hint}`);
  }
  if (isRunnerProcess) {
    console.warn(
      [
        "",
        "#".repeat(78),
        `##  E2E SKIPPED: no Chromium at ${chromiumPath}`,
        `##  ${hint} Set REQUIRE_E2E=1 to make this a failure.`,
        "#".repeat(78),
        "",
      ].join("\n"),
    );
  }
}

export default defineConfig({
  testDir: ".",
  // Without a browser only a placeholder runs, which reports itself as skipped (exit 0).
  testMatch: hasBrowser ? "**/*.spec.ts" : "support/browser-missing.skip.ts",
  // Starts the production server on a free port with a fresh DATA_DIR (not when skipping).
  globalSetup: hasBrowser ? "./support/global-setup.ts" : undefined,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  outputDir: "test-results",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    // Set by the global setup once the server answers (or given to reuse a running server).
    baseURL: process.env.E2E_BASE_URL,
    headless: true,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-quic",
        "--no-first-run",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      grepInvert: /@mobile/,
      use: { browserName: "chromium", viewport: { width: 1280, height: 800 } },
    },
    {
      name: "mobile",
      grep: /@mobile/,
      use: { browserName: "chromium", viewport: { width: 375, height: 812 }, hasTouch: true },
    },
  ],
});
