// `npm run test:mutation -- --unit-static`: the rules kept mostly in module-level constants (static
// mutants, ignored by stryker.config.mjs) mutated against their own unit tests only, static mutants
// included: reloading a unit test file costs seconds, not the minutes of the whole related suite.
import base from "./stryker.config.mjs";

const unitTested = {
  "apps/api/src/modules/files/download-name.ts": "apps/api/src/modules/files/download-name.test.ts",
  "apps/api/src/modules/files/resume-file.ts": "apps/api/src/modules/files/resume-file.test.ts",
  "apps/api/src/modules/jobs/job-html.ts": "apps/api/src/modules/jobs/job-html.test.ts",
  "apps/api/src/modules/auth/secrets.ts": "apps/api/src/modules/auth/secrets.test.ts",
};

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  mutate: Object.keys(unitTested),
  testFiles: Object.values(unitTested),
  ignoreStatic: false,
  // Its own sandbox folder, so it can run beside a normal run.
  tempDirName: ".stryker-tmp-static",
};
