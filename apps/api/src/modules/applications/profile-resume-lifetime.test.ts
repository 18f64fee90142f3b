import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountWithSession } from "#api/testing/accounts.ts";
import { postedJob } from "#api/testing/jobs.ts";
import { dataUrl, samplePdf } from "#api/testing/sample-files.ts";
import { createTestApp, type TestApp } from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";

type Account = Awaited<ReturnType<typeof accountWithSession>>;

// A profile's resume and the applications sent with it share one stored file: neither a new
// upload nor a withdrawal may delete a file the other still uses.
describe.each(databaseKinds())("a profile resume and the applications sent with it on %s", (kind) => {
  let t: TestApp;
  let employer: Account;
  let job: number;
  const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });
  const download = (link: string) => t.app.inject({ method: "GET", url: link });
  const upload = (candidate: Account, pdf: Buffer) =>
    post("/api/upload_resume", {
      accessToken: candidate.token,
      fileName: "cv.pdf",
      resume_data: dataUrl(pdf),
    });
  /** Applies with the profile; answers the application's id as the employer's pipeline shows it. */
  async function applyWithProfile(candidate: Account): Promise<string> {
    expect((await post("/api/apply_for_job", { accessToken: candidate.token, jobId: job })).statusCode).toBe(
      200,
    );
    const pipeline = (await post("/api/job_pipeline", { authToken: employer.token, jobId: job })).json();
    return pipeline.data.find((a: { applicantEmail: string }) => a.applicantEmail === candidate.email)
      .applicationId;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    employer = await accountWithSession(t.database.db, "employer");
    job = await postedJob(t.database.db, employer.id);
  });
  afterAll(() => t.close());

  it("keeps the file an application was sent with when the candidate uploads a new profile resume", async () => {
    const candidate = await accountWithSession(t.database.db, "candidate");
    const sent = samplePdf("The resume sent with the application");
    expect((await upload(candidate, sent)).statusCode).toBe(200);
    const applicationId = await applyWithProfile(candidate);

    expect((await upload(candidate, samplePdf("A newer resume"))).statusCode).toBe(200);
    // The employer's pipeline links the file the application was sent with.
    const pipeline = (await post("/api/job_pipeline", { authToken: employer.token, jobId: job })).json();
    const mine = pipeline.data.find((a: { applicationId: string }) => a.applicationId === applicationId);
    const employersCopy = await download(mine.resumeLink);
    expect(employersCopy.statusCode).toBe(200);
    expect(employersCopy.rawPayload.equals(sent)).toBe(true);
  });

  it("keeps the profile's resume when the candidate withdraws an application made with it", async () => {
    const candidate = await accountWithSession(t.database.db, "candidate");
    const resume = samplePdf("The profile's only resume");
    expect((await upload(candidate, resume)).statusCode).toBe(200);
    const applicationId = await applyWithProfile(candidate);

    const withdrawn = await post("/api/withdraw_application", {
      accessToken: candidate.token,
      applicationId,
    });
    expect(withdrawn.statusCode).toBe(200);
    const profile = (await post("/api/view_profile", { accessToken: candidate.token })).json();
    expect(profile.resumeName).toBe("cv.pdf");
    const own = await download(profile.resumeLink);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(resume)).toBe(true);
  });
});
