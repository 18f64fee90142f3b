import os from "node:os";
import { defineConfig } from "@playwright/test";
import { chromiumPath, fullBrowserPath } from "./browser.mjs";

// Debian's Chromium and its headless shell, never a downloaded browser (browser.mjs picks them).
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-quic",
  "--no-first-run",
  "--disable-component-update",
  "--disable-sync",
  // No GPU here, and no software stand-in for one: SwiftShader drew every frame on the CPU (the GPU
  // process took about 15 % of the suite's CPU; decision 025). Nothing we test needs WebGL.
  "--disable-software-rasterizer",
];
// run.mjs starts this suite only when that Chromium exists.
export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  // Starts the production server on a free port with a fresh DATA_DIR.
  globalSetup: "./support/global-setup.ts",
  fullyParallel: true,
  // Playwright's default is half the cores: one worker on a 2-core CI machine. The suite keeps
  // both cores busy with one browser per core (the browsers' renderers are most of its CPU); a
  // third browser on two cores finished no sooner (159 s either way) and timed out more often
  // (E2E_WORKERS overrides; docs/decisions/025-ci-stays-fast.md).
  workers: Number(process.env.E2E_WORKERS) || Math.max(2, os.availableParallelism()),
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
    // Recording a trace screenshots every step (a third of the suite's CPU when every test
    // recorded one): in CI a failed test records it when it runs again; locally, where it does
    // not run again, every test records and keeps it only if it fails.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: "desktop",
      grepInvert: /@mobile|@full-browser/,
      use: { browserName: "chromium", viewport: { width: 1280, height: 800 } },
    },
    {
      // What only the full browser has (its PDF viewer): Debian's chromium package.
      name: "desktop-full-browser",
      grep: /@full-browser/,
      use: {
        browserName: "chromium",
        viewport: { width: 1280, height: 800 },
        launchOptions: { executablePath: fullBrowserPath(), args: chromiumArgs },
      },
    },
    {
      name: "mobile",
      grep: /@mobile/,
      use: { browserName: "chromium", viewport: { width: 375, height: 812 }, hasTouch: true },
    },
  ],
});
