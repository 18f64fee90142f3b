import { defineConfig } from "vitest/config";

// One Vitest run for the whole repository; every workspace brings its own project config.
export default defineConfig({
  test: {
    projects: ["packages/*/vitest.config.ts", "apps/*/vitest.config.ts", "scripts/checks/vitest.config.ts"],
  },
});
