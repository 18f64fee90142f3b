import os from "node:os";
import { defineConfig } from "@playwright/test";

// Debian's Chromium, never a downloaded browser (CI installs the `chromium` package).
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// run.mjs starts this suite only when that Chromium exists.
export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  // Starts the production server on a free port with a fresh DATA_DIR.
  globalSetup: "./support/global-setup.ts",
  fullyParallel: true,
  // Playwright's default is half the cores: one worker on a 2-core CI machine. A test mostly
  // waits (for the server, the page, the mail): the suite used about a quarter of two cores'
  // CPU with one browser per core, so it runs three browsers on two cores (E2E_WORKERS overrides;
  // docs/decisions/025-ci-stays-fast.md).
  workers: Number(process.env.E2E_WORKERS) || Math.max(2, Math.ceil(os.availableParallelism() * 1.5)),
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
