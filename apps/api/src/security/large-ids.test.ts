import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountWithSession } from "../testing/accounts.ts";
import { dataUrl, samplePdf } from "../testing/sample-files.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { databaseKinds } from "../testing/test-database.ts";

const jobPost = { jobTitle: "SRE", companyName: "Acme", jobLocation: "Remote", jobDescription: "<p>x</p>" };
// Every endpoint that takes a job id, with the rest of a valid body.
const calls: [string, string, object][] = [
  ["/api/close_job", "jobId", {}],
  ["/api/job_applicants", "jobId", {}],
  ["/api/update_job", "jobId", { job_post: jobPost }],
  ["/api/apply_for_job", "jobId", {}],
  ["/api/view_job_post", "job_id", {}],
  ["/api/apply_for_job_resume_only", "jobId", { fileName: "cv.pdf", resumeData: dataUrl(samplePdf()) }],
];

// Attack: job ids past PostgreSQL's integer range made the database throw, answered as a 500.
describe.each(databaseKinds())("job ids past 2^31 on %s", (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    token = (await accountWithSession(t.database.db, "admin")).token;
  });
  afterAll(() => t.close());

  const send = (url: string, field: string, rest: object, id: unknown) =>
    t.app.inject({
      method: "POST",
      url,
      payload: { ...rest, [field]: id, authToken: token, accessToken: token },
    });

  it.each(calls)("%s refuses 3000000000 and 2^31 with a readable 400", async (url, field, rest) => {
    for (const id of [3_000_000_000, 2_147_483_648, "3000000000", 9_007_199_254_740_991]) {
      const response = await send(url, field, rest, id);
      expect(response.statusCode, `${id}: ${response.body}`).toBe(400);
      expect(response.json()).toEqual({
        message: `${field}: ${field} must be a job number (a whole number from 1 to 2147483647).`,
        code: "validation",
        fields: { [field]: "Job must be a job number (a whole number from 1 to 2147483647)." },
      });
    }
  });

  it.each(calls)("%s looks up the largest id, 2147483647, and answers 404", async (url, field, rest) => {
    const response = await send(url, field, rest, 2_147_483_647);
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toEqual({ message: "Job not found", code: "not_found" });
  });
});
