import path from "node:path";
import { defineConfig } from "vitest/config";
import { unitTested } from "./unit-static-files.mjs";

// The Vitest config of `npm run test:mutation -- --unit-static` (stryker.unit-static.config.mjs):
// only the unit tests of the rules kept in module-level constants. The choice of tests is made
// here and not with Stryker's --testFiles: given test files, Stryker 10.1 activates even a static
// mutant only once the tests start (after the module has loaded with the original constant), so
// every static mutant "survived" (docs/decisions/034-mutation-testing.md). Without --testFiles it
// sets the mutant before a test file imports anything, and each file loads its modules afresh.
const root = path.resolve(import.meta.dirname, "../..");

export default defineConfig({
  root,
  test: {
    projects: [
      {
        // Not `extends` of the API's config: Vitest would append its include (every API test) and
        // its global setup (migrating the test databases) to these.
        test: {
          name: "api",
          include: [...new Set(Object.values(unitTested))].map((file) => path.relative("apps/api", file)),
          setupFiles: ["src/testing/setup.ts"],
          pool: "forks",
        },
        root: `${root}/apps/api`,
        resolve: {
          // As in vitest.config.ts: @site/* into the sandbox's copy, not the original workspaces.
          alias: [
            { find: /^@site\/(contract|content)\/(.*)$/, replacement: `${root}/packages/$1/src/$2.ts` },
          ],
        },
      },
    ],
  },
});
