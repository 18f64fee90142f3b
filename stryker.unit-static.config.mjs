// `npm run test:mutation -- --unit-static`: the rules kept mostly in module-level constants (static
// mutants, ignored by stryker.config.mjs) mutated against their own unit tests only, static mutants
// included: reloading a unit test file costs seconds, not the minutes of the whole related suite.
// The tests are chosen by the Vitest config, never by --testFiles: with test files given, Stryker
// activates a static mutant only after the module has loaded, and every one "survives"
// (docs/decisions/034-mutation-testing.md).

import { unitTested } from "./scripts/mutation/unit-static-files.mjs";
import base from "./stryker.config.mjs";

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  mutate: Object.keys(unitTested),
  vitest: { ...base.vitest, configFile: "scripts/mutation/vitest.unit-static.config.ts" },
  ignoreStatic: false,
  // Its own sandbox folder, so it can run beside a normal run.
  tempDirName: ".stryker-tmp-static",
};
