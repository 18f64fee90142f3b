// The files of `npm run test:mutation -- --unit-static`, each with the unit test that pins its rules
// (static mutants included; docs/decisions/034-mutation-testing.md).
export const unitTested = {
  "apps/api/src/modules/files/download-name.ts": "apps/api/src/modules/files/download-name.test.ts",
  "apps/api/src/modules/files/resume-file.ts": "apps/api/src/modules/files/resume-file.test.ts",
  "apps/api/src/modules/job-posts/job-html.ts": "apps/api/src/modules/job-posts/job-html.test.ts",
  "packages/contract/src/job-html.ts": "apps/api/src/modules/job-posts/job-html.test.ts",
  "apps/api/src/modules/accounts/auth/secrets.ts": "apps/api/src/modules/accounts/auth/secrets.test.ts",
};
