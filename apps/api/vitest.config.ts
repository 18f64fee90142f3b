import { defineProject } from "vitest/config";
import { maxWorkers } from "../../vitest.shared.ts";
import { isolatedTestFiles } from "./vitest.isolated.config.ts";

export default defineProject({
  test: {
    name: "api",
    include: ["src/**/*.test.ts"],
    // These run in a project of their own, each file in a fresh module registry.
    exclude: isolatedTestFiles,
    setupFiles: ["src/testing/setup.ts"],
    // Migrates one PGlite and one PostgreSQL database per run; test databases are copies of them.
    globalSetup: ["src/testing/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers,
    // Child processes: a native addon (@node-rs/argon2) or PGlite's WebAssembly still at work when
    // a worker thread ends can take the whole run down with a segmentation fault (it did, once, in
    // CI); a process ends alone.
    pool: "forks",
    // One process per worker runs file after file in one module registry: the app's modules are
    // loaded once per worker, not once per file (this halved the project's time: 250 -> 140 s).
    // Every file still builds its own app on its own database (testing/test-app.ts) and closes
    // it; setupFiles run again for every file (docs/decisions/025-ci-stays-fast.md).
    isolate: false,
  },
});
