import { defineProject } from "vitest/config";
import { maxWorkers } from "../../vitest.shared.ts";

export default defineProject({
  test: {
    name: "api",
    include: ["src/**/*.test.ts"],
    setupFiles: ["src/testing/setup.ts"],
    // Migrates one PGlite and one PostgreSQL database per run; test databases are copies of them.
    globalSetup: ["src/testing/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers,
    // Worker threads rather than child processes: each file still runs alone in a fresh worker with
    // its own module graph, but starting a thread costs less than starting a process
    // (docs/decisions/025-ci-stays-fast.md).
    pool: "threads",
  },
});
