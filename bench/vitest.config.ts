import { defineProject } from "vitest/config";

// The evaluation's own checks (not its figures: those are the benchmark's, bench:chat).
export default defineProject({
  test: {
    name: "bench",
    include: ["chat/**/*.test.ts", "relevance/**/*.test.ts", "api/**/*.test.ts"],
    setupFiles: ["../apps/api/src/testing/setup.ts"],
    // Test apps copy the run's migrated database (see apps/api/src/testing/global-setup.ts).
    globalSetup: ["../apps/api/src/testing/global-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
