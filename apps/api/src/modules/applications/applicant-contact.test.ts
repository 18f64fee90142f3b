import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountWithSession } from "#api/testing/accounts.ts";
import { postedJob } from "#api/testing/jobs.ts";
import { resumeDocx, resumePdf } from "#api/testing/resume-documents.ts";
import { dataUrl } from "#api/testing/sample-files.ts";
import { createTestApp, type TestApp } from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";

interface Applicant {
  applicantName: string;
  applicantEmail: string;
  applicantPhone: string;
  emailFromResume: boolean;
  source: string;
  stage: string;
  resumeName: string;
  resumeLink: string;
}

describe.each(databaseKinds())("how the employer reaches a resume-only applicant on %s", (kind) => {
  let t: TestApp;
  let employer: Awaited<ReturnType<typeof accountWithSession>>;
  const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });

  /** Applies to a fresh job and returns the one applicant the employer then sees. */
  async function applyAndSee(body: object): Promise<Applicant> {
    const jobId = await postedJob(t.database.db, employer.id, {
      title: "SRE",
      companyName: "Acme",
      location: "Remote",
    });
    const applied = await post("/api/apply_for_job_resume_only", { jobId, ...body });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toEqual({ message: "Successfully applied for the job with resume!" });
    const pipeline = await post("/api/job_pipeline", { authToken: employer.token, jobId });
    expect(pipeline.json().data).toHaveLength(1);
    return pipeline.json().data[0];
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    employer = await accountWithSession(t.database.db, "employer");
  });
  afterAll(() => t.close());

  it("takes the address and phone from a PDF resume when the form gave none", async () => {
    const pdf = await resumePdf(["Grace Hopper", "Grace.Hopper@Example.com", "Phone: +1 (555) 010-0199"]);
    const applicant = await applyAndSee({ fileName: "grace.pdf", resumeData: dataUrl(pdf) });
    expect(applicant).toMatchObject({
      applicantName: "",
      applicantEmail: "grace.hopper@example.com",
      applicantPhone: "+1 (555) 010-0199",
      emailFromResume: true,
      source: "resume",
      stage: "applied",
      resumeName: "grace.pdf",
    });
    expect(applicant.resumeLink).toMatch(/^\/api\/viewAttachment\/\d+\.[\w-]+\/[0-9a-f-]{36}$/);
    // The link opens exactly the file that was sent.
    const file = await t.app.inject({ method: "GET", url: applicant.resumeLink });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it("takes them from a Word resume (resume_data, the spec's spelling)", async () => {
    const docx = resumeDocx(["Alan Turing", "Mobile: +44 20 7946 0958", "alan.turing@example.org"]);
    expect(await applyAndSee({ fileName: "alan.docx", resume_data: dataUrl(docx) })).toMatchObject({
      applicantEmail: "alan.turing@example.org",
      applicantPhone: "+44 20 7946 0958",
      emailFromResume: true,
      resumeName: "alan.docx",
    });
  });

  it("keeps the name and address the applicant typed, and reads no resume then", async () => {
    const pdf = await resumePdf(["someone-else@example.com", "Phone: +1 555 010 0100"]);
    expect(
      await applyAndSee({
        fileName: "cv.pdf",
        resumeData: dataUrl(pdf),
        name: "  Ada Lovelace ",
        email: "Ada@Example.com",
      }),
    ).toMatchObject({
      applicantName: "Ada Lovelace",
      applicantEmail: "ada@example.com",
      applicantPhone: "",
      emailFromResume: false,
    });
  });

  it("accepts the spec's payload without name or address, and a resume without either", async () => {
    const pdf = await resumePdf(["A resume without any contact details"]);
    expect(await applyAndSee({ fileName: "cv.pdf", resumeData: dataUrl(pdf) })).toMatchObject({
      applicantName: "",
      applicantEmail: "",
      applicantPhone: "",
      emailFromResume: false,
    });
    const long = await post("/api/apply_for_job_resume_only", {
      jobId: 1,
      fileName: "cv.pdf",
      resumeData: dataUrl(pdf),
      name: "x".repeat(201),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ name: "Your name must be at most 200 characters." });
  });
});
