// The files of `npm run test:mutation -- --unit-static`, each with the unit test that pins its rules
// (static mutants included; docs/decisions/034-mutation-testing.md).
export const unitTested = {
  "apps/api/src/modules/files/download-name.ts": "apps/api/src/modules/files/download-name.test.ts",
  "apps/api/src/modules/files/resume-file.ts": "apps/api/src/modules/files/resume-file.test.ts",
  "apps/api/src/modules/jobs/job-html.ts": "apps/api/src/modules/jobs/job-html.test.ts",
  "packages/contract/src/job-html.ts": "apps/api/src/modules/jobs/job-html.test.ts",
  "apps/api/src/modules/auth/secrets.ts": "apps/api/src/modules/auth/secrets.test.ts",
};
