import os from "node:os";
import { defineConfig } from "vitest/config";

// One Vitest run for the whole repository; every workspace brings its own project config.
export default defineConfig({
  test: {
    projects: [
      "packages/*/vitest.config.ts",
      "apps/*/vitest.config.ts",
      "scripts/checks/vitest.config.ts",
      "bench/vitest.config.ts",
    ],
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core CI machine.
    // The API tests spend much of their time waiting on PostgreSQL, Redis and SMTP, so one worker
    // per core keeps both busy (docs/decisions/015-fast-ci.md).
    maxWorkers: os.availableParallelism(),
  },
});
