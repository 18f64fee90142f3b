import { defineConfig } from "vitest/config";
import { maxWorkers } from "./vitest.shared.ts";

// One Vitest run for the whole repository; every workspace brings its own project config.
export default defineConfig({
  test: {
    projects: [
      "packages/*/vitest.config.ts",
      "apps/*/vitest.config.ts",
      "apps/api/vitest.isolated.config.ts",
      "scripts/checks/vitest.config.ts",
      "bench/vitest.config.ts",
    ],
    // One worker more than the cores; every project config says the same (see vitest.shared.ts).
    maxWorkers,
  },
});
