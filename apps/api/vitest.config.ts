import { defineProject } from "vitest/config";
import { maxWorkers } from "../../vitest.shared.ts";

export default defineProject({
  test: {
    name: "api",
    include: ["src/**/*.test.ts"],
    setupFiles: ["src/testing/setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers,
  },
});
