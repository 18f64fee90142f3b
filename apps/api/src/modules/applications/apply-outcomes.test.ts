import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, mailOutbox } from "#api/db/schema.ts";
import type { Db } from "#api/platform/database.ts";
import { createRateLimits } from "#api/platform/rate-limit.ts";
import { createLinkSigner } from "#api/platform/signing.ts";
import { localStorage } from "#api/platform/storage/local-storage.ts";
import { accountWithSession, freshEmail } from "#api/testing/accounts.ts";
import { applying } from "#api/testing/applying.ts";
import { resumePdf } from "#api/testing/resume-documents.ts";
import { dataUrl, samplePdf } from "#api/testing/sample-files.ts";
import { createTestApp, type TestApp } from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";
import { applyWithProfile } from "./apply-with-profile.ts";
import { applyWithResume } from "./apply-with-resume.ts";

/** The real database, except that one of its methods fails (as when the connection drops). */
function failingAt(db: Db, method: "insert" | "transaction", failure: Error): Db {
  return new Proxy(db, {
    get: (target, property, receiver) =>
      property === method
        ? () => {
            throw failure;
          }
        : Reflect.get(target, property, receiver),
  });
}

// What an application records, and what a failed one answers: the parts of applying that the
// employer's list, the outbox and the error show (docs/decisions/031-one-application-per-job-and-inline-pdf.md,
// docs/decisions/010-safe-file-names-and-third-party-mail.md, docs/decisions/037-hiring-pipeline.md).
describe.each(databaseKinds())("what applying records and answers on %s", (kind) => {
  let t: TestApp;
  let employer: Awaited<ReturnType<typeof accountWithSession>>;
  const { post, newJob: jobBy, candidate } = applying(() => t, 42);
  const newJob = () => jobBy({ postedByUserId: employer.id });
  const mailTo = (address: string) =>
    t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));

  beforeAll(async () => {
    t = await createTestApp(kind);
    employer = await accountWithSession(t.database.db, "employer");
  });
  afterAll(() => t.close());

  it("shows the employer which applicant used the profile and which sent a resume only", async () => {
    const jobId = await newJob();
    const ada = await candidate();
    expect((await post("/api/apply_for_job", { accessToken: ada.token, jobId })).json()).toEqual({
      message: "Successfully applied for the job with your profile!",
    });
    const visitor = await post("/api/apply_for_job_resume_only", {
      jobId,
      fileName: "cv.pdf",
      resumeData: dataUrl(samplePdf("Grace Hopper")),
      email: "grace@example.com",
    });
    expect(visitor.statusCode, visitor.body).toBe(200);

    const listed = await post("/api/job_applicants", { authToken: employer.token, jobId });
    expect(listed.statusCode).toBe(200);
    const byAddress = Object.fromEntries(
      listed
        .json()
        .data.map((a: { applicantEmail: string; withProfile: boolean }) => [a.applicantEmail, a.withProfile]),
    );
    expect(byAddress).toEqual({ [ada.email]: true, "grace@example.com": false });
  });

  it("sends the confirmation to the address typed in the form, never to one read from the resume", async () => {
    const jobId = await newJob();
    const fromResume = freshEmail("resume-only");
    const pdf = await resumePdf(["Grace Hopper", fromResume]);
    const untyped = await post("/api/apply_for_job_resume_only", {
      jobId,
      fileName: "cv.pdf",
      resumeData: dataUrl(pdf),
    });
    expect(untyped.statusCode, untyped.body).toBe(200);
    // The employer learns the address; nobody mails it (nobody typed it).
    const [stored] = await t.database.db.select().from(applications).where(eq(applications.jobId, jobId));
    expect(stored).toMatchObject({ applicantEmail: fromResume, emailFromResume: true });
    expect(await mailTo(fromResume)).toEqual([]);

    const typed = freshEmail("typed");
    const second = await newJob();
    const withAddress = await post("/api/apply_for_job_resume_only", {
      jobId: second,
      fileName: "cv.pdf",
      resumeData: dataUrl(pdf),
      email: typed,
    });
    expect(withAddress.statusCode, withAddress.body).toBe(200);
    const mails = await mailTo(typed);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Your application has been received");
    expect(await mailTo(fromResume)).toEqual([]);
  });

  it("passes a profile application's other failures on as they are, never as already applied", async () => {
    const jobId = await newJob();
    const ada = await candidate();
    const failure = new Error("the database went away");
    await expect(
      applyWithProfile(failingAt(t.database.db, "transaction", failure), ada.id, jobId, new Date()),
    ).rejects.toBe(failure);
    expect(await t.database.db.select().from(applications).where(eq(applications.jobId, jobId))).toEqual([]);
  });

  it("passes a resume application's other failures on as they are, never as already applied, and keeps no bytes", async () => {
    const jobId = await newJob();
    const dir = await mkdtemp(path.join(os.tmpdir(), "apply-outcomes-"));
    const failure = new Error("the database went away");
    let mailed = 0;
    try {
      await expect(
        applyWithResume(
          {
            db: failingAt(t.database.db, "transaction", failure),
            storage: localStorage(dir),
            now: () => new Date(),
            mailQueued: () => mailed++,
            limits: createRateLimits(undefined, { namespace: "apply-outcomes" }),
            signer: createLinkSigner(Buffer.alloc(32, 7)),
            publicBaseUrl: "https://jobs.example",
          },
          { jobId, fileName: "cv.pdf", dataUrl: dataUrl(samplePdf()), email: "someone@example.com" },
        ),
      ).rejects.toBe(failure);
      expect(mailed).toBe(0);
      // storeFile wrote the resume before the transaction, and removed it again.
      expect(await readdir(dir)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
