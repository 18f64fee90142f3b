import path from "node:path";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

// The Vitest config StrykerJS runs (stryker.config.mjs): the API and contract projects only, on
// embedded PGlite only. Both database kinds keep running in the normal suite.
delete process.env.TEST_DATABASE_URL;
delete process.env.TEST_REDIS_URL;

const root = path.resolve(import.meta.dirname, "../..");

// Stryker tests the mutants in a copy of the repository. node_modules/@site/* are links to the
// original workspaces, so without these aliases the API would import the unmutated contract.
const alias = [
  {
    find: /^@site\/(contract|content)\/(.*)$/,
    replacement: `${root}/packages/$1/src/$2.ts`,
  },
];

/**
 * Stryker stops at a mutant's first failing test. Vitest runs the longest files first (good for
 * parallel workers, bad here): quick files first, and first of all those that just failed, since
 * a file that killed one mutant often kills its neighbour.
 */
class QuickFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const known = (spec: TestSpecification) => this.ctx.cache.getTestSpecificationResult(spec);
    return [...files].sort((a, b) => {
      if (a.project.name !== b.project.name) return a.project.name < b.project.name ? -1 : 1;
      const [ra, rb] = [known(a), known(b)];
      if (Boolean(ra?.failed) !== Boolean(rb?.failed)) return ra?.failed ? -1 : 1;
      // A file without a result yet is new, usually a unit test: early.
      return (ra?.duration ?? 0) - (rb?.duration ?? 0);
    });
  }
}

export default defineConfig({
  root,
  test: {
    sequence: { sequencer: QuickFilesFirst },
    projects: [
      {
        extends: "./apps/api/vitest.config.ts",
        // One timed test (security/asvs.test.ts, "in comparable time") can fail on a loaded machine,
        // and a failing test in Stryker's first run stops it: a test gets two more tries.
        // Hooks that build an app on a fresh database took over a minute at load 29 (the dry run
        // of 23 Nov 21:32 failed on jobs.test.ts's beforeAll): more patience than the normal suite.
        // Each file in a fresh module registry, as before the normal suite shared one per worker:
        // a file then loads the mutated modules afresh.
        test: { name: "api", retry: 2, hookTimeout: 180_000, testTimeout: 90_000, isolate: true },
        root: `${root}/apps/api`,
        resolve: { alias },
      },
      {
        extends: "./apps/api/vitest.isolated.config.ts",
        test: { name: "api-isolated", retry: 2, hookTimeout: 180_000, testTimeout: 90_000 },
        root: `${root}/apps/api`,
        resolve: { alias },
      },
      {
        extends: "./packages/contract/vitest.config.ts",
        test: { name: "contract" },
        root: `${root}/packages/contract`,
        resolve: { alias },
      },
    ],
  },
});
