import { defineProject } from "vitest/config";
import { maxWorkers } from "../../vitest.shared.ts";

/**
 * The API test files that need a module registry of their own (see vitest.config.ts): they
 * replace a module with `vi.mock` (which cannot reach a module an earlier file already loaded)
 * or check a module's state as it is when first loaded (the production password-hash cost,
 * before test-app.ts lowers it). Every other API file shares one registry per worker.
 */
export const isolatedTestFiles = [
  "src/modules/auth/log-in-timing.test.ts",
  "src/modules/auth/passwords.test.ts",
];

export default defineProject({
  test: {
    name: "api-isolated",
    include: isolatedTestFiles,
    setupFiles: ["src/testing/setup.ts"],
    globalSetup: ["src/testing/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers,
    pool: "forks",
    isolate: true,
  },
});
