// What other parts of the server may use of the jobs module: inserting job posts before the app
// runs (demo data, test fixtures) (docs/decisions/023-import-boundaries.md).
export { createJobs, type NewJob } from "./create-job.ts";
