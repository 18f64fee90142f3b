// Mutation testing (`npm run test:mutation`, not part of CI): docs/decisions/034-mutation-testing.md.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  // Forks, like the normal suite: many PGlite (WebAssembly) instances in worker threads crashed V8
  // ("Check failed: jit_page.has_value()") in the first dry run.
  vitest: { configFile: "scripts/mutation/vitest.config.ts", related: true, pool: "forks" },
  mutate: [
    "apps/api/src/modules/**/*.ts",
    "apps/api/src/platform/**/*.ts",
    "packages/contract/src/**/*.ts",
    "!**/*.test.ts",
    "!**/public.ts",
  ],
  // The sandbox needs the API, the contract and the content it imports; node_modules are linked, not copied.
  ignorePatterns: ["/apps/web", "/e2e", "/bench", "/docs", "/data", "/.tools", "/reports", "/coverage"],
  // Two cores shared with other work: one test runner, and patience with a loaded machine.
  concurrency: 1,
  coverageAnalysis: "perTest",
  timeoutMS: 30_000,
  dryRunTimeoutMinutes: 30,
  // A static mutant (run while a file loads or in a beforeAll) is tested by reloading and running
  // every related test: 10 minutes each here. They are reported as Ignored; see decision 034.
  ignoreStatic: true,
  incremental: true,
  incrementalFile: "reports/mutation/stryker-incremental.json",
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/mutation.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  thresholds: { high: 80, low: 60, break: null },
};
