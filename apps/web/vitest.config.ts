import { defineProject } from "vitest/config";
import { maxWorkers } from "../../vitest.shared.ts";

export default defineProject({
  test: {
    name: "web",
    environment: "jsdom",
    // The build tools beside the app (precompress.ts) have their tests beside them.
    include: ["app/**/*.test.{ts,tsx}", "*.test.ts"],
    setupFiles: ["./app/test/setup.ts"],
    maxWorkers,
    // Vitest's 5 s default is tight for a test that types a form while an API file works on the
    // other core of a loaded 2-core machine; a hang still fails.
    testTimeout: 15_000,
    // Every file still gets a fresh jsdom and its own module graph, in a VM context of its own, but
    // inside a worker thread that stays: the forks pool started a process and loaded jsdom for every
    // file, about 40% of this project's time (docs/decisions/025-ci-stays-fast.md).
    pool: "vmThreads",
  },
});
