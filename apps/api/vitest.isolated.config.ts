import { defineProject } from "vitest/config";
import { maxWorkers } from "../../vitest.shared.ts";

/** What both API projects run with (this one and vitest.config.ts). */
export const apiTestOptions = {
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
} as const;

/**
 * The API test files that need a module registry of their own (see vitest.config.ts): they
 * replace a module with `vi.mock` (which cannot reach a module an earlier file already loaded)
 * or check a module's state as it is when first loaded (the production password-hash cost,
 * before test-app.ts lowers it). Every other API file shares one registry per worker.
 */
export const isolatedTestFiles = [
  "src/modules/accounts/auth/log-in-timing.test.ts",
  "src/modules/accounts/auth/passwords.test.ts",
  // Counts the session reads through a vi.mock of accounts/public.ts (decision 143).
  "src/http/session-cookie.test.ts",
];

export default defineProject({
  test: { ...apiTestOptions, name: "api-isolated", include: isolatedTestFiles, isolate: true },
});
