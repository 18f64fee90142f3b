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
    // Child processes, one fresh per file. Worker threads started faster, but a native addon
    // (@node-rs/argon2) or PGlite's WebAssembly still at work when a file's thread ends can take
    // the whole run down with a segmentation fault (it did, once, in CI); a process ends alone
    // (docs/decisions/025-ci-stays-fast.md).
    pool: "forks",
  },
});
