// What the tests of applying for a job share: calls from addresses of their own, a fresh job, and
// a signed-in candidate with a resume on the profile.
import { expect } from "vitest";
import { accountWithSession } from "./accounts.ts";
import { postedJob } from "./jobs.ts";
import { dataUrl, samplePdf } from "./sample-files.ts";
import { postFromFreshAddresses, type TestApp } from "./test-app.ts";

/** The body of a visitor's resume-only application (POST /api/apply_for_job_resume_only) with a sample PDF. */
export const resumeOnlyBody = (jobId: number, email?: string) => ({
  jobId,
  fileName: "cv.pdf",
  resumeData: dataUrl(samplePdf()),
  ...(email === undefined ? {} : { email }),
});

/** The body of a candidate's upload of the sample PDF as the profile's resume (POST /api/upload_resume). */
export const resumeUploadBody = (accessToken: string, fileName = "cv.pdf") => ({
  accessToken,
  fileName,
  resume_data: dataUrl(samplePdf()),
});

/**
 * Helpers on the test app that `testApp()` answers (made in a `beforeAll`). Each call comes from
 * an address of its own in 10.`network`.x.y, so the per-address limit of resume-only applications
 * stays out of the way; give each test file a `network` of its own.
 */
export function applying(testApp: () => TestApp, network: number) {
  const post = postFromFreshAddresses(testApp, network);
  /** A job posted now (open unless `status` says otherwise), by `postedByUserId` when given. */
  const newJob = ({
    postedByUserId,
    status,
    title = "Platform Engineer",
    companyName = "Acme",
  }: {
    postedByUserId?: string;
    status?: "open" | "closed";
    title?: string;
    companyName?: string;
  } = {}) =>
    postedJob(testApp().database.db, postedByUserId ?? null, {
      title,
      companyName,
      location: "Remote",
      ...(status === undefined ? {} : { status }),
    });
  /** A candidate with a resume on the profile, signed in. */
  const candidate = async () => {
    const account = await accountWithSession(testApp().database.db);
    const upload = await post("/api/upload_resume", resumeUploadBody(account.token, "profile-cv.pdf"));
    expect(upload.statusCode).toBe(200);
    return account;
  };
  return { post, newJob, candidate };
}
