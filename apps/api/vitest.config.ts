import { defineProject } from "vitest/config";
import { apiTestOptions, isolatedTestFiles } from "./vitest.isolated.config.ts";

export default defineProject({
  test: {
    ...apiTestOptions,
    name: "api",
    include: ["src/**/*.test.ts"],
    // These run in a project of their own, each file in a fresh module registry.
    exclude: isolatedTestFiles,
    // One process per worker runs file after file in one module registry: the app's modules are
    // loaded once per worker, not once per file (the whole Vitest run: 289 -> 154 s). Every file
    // still builds its own app on its own database (testing/test-app.ts) and closes it;
    // setupFiles run again for every file (docs/decisions/025-ci-stays-fast.md).
    isolate: false,
  },
});
