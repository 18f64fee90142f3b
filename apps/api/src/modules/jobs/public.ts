// What other parts of the server may use of the jobs module: inserting job posts before the app
// runs (demo data, test fixtures); removing an application with its unused resume, and counting
// mail to unverified addresses (the hiring pipeline) (docs/decisions/023-import-boundaries.md).
export { createJobs, type NewJob } from "./create-job.ts";
export { removeApplication } from "./remove-application.ts";
export { mayMailUnverified } from "./third-party-mail.ts";
