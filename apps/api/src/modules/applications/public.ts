// What other parts of the server may use of the applications module: a job's questions to
// applicants, which the job page's first HTML carries (docs/decisions/023-import-boundaries.md,
// docs/decisions/104-job-page-starts-the-app-on-use.md).
export { applicationQuestions, saveQuestions } from "./job-questions.ts";
// A signed-in candidate's job page and search carry their applications (decisions 133, 134).
export { listMyApplications } from "./my-applications.ts";
