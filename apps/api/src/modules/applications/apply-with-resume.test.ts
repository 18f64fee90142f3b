import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { applications, mailOutbox } from "#api/db/schema.ts";
import { createRateLimits } from "#api/platform/rate-limit.ts";
import { createLinkSigner } from "#api/platform/signing.ts";
import { localStorage } from "#api/platform/storage/local-storage.ts";
import type { FileStorage } from "#api/platform/storage/storage.ts";
import { accountWithSession, freshEmail } from "#api/testing/accounts.ts";
import { applying, resumeOnlyBody } from "#api/testing/applying.ts";
import { dataUrl, sampleElf, samplePdf } from "#api/testing/sample-files.ts";
import { createTestApp, type TestApp } from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";
import { type ApplyWithResumeDeps, applyWithResume } from "./apply-with-resume.ts";

/** A real folder whose writes wait until `callers` writes have arrived: they all pass every check first. */
function meetingAtPut(storage: FileStorage, callers: number): FileStorage {
  let arrived = 0;
  let release = () => {};
  const everyone = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    ...storage,
    async put(key, bytes, contentType) {
      await storage.put(key, bytes, contentType);
      arrived += 1;
      if (arrived === callers) release();
      await everyone;
    },
  };
}

// Applying with a resume only (apply-with-resume.ts): the order of its checks, a race past them,
// and the mail worker's wake-up (docs/decisions/031-one-application-per-job-and-inline-pdf.md,
// docs/decisions/010-safe-file-names-and-third-party-mail.md).
describe.each(databaseKinds())("applying with a resume on %s", (kind) => {
  let t: TestApp;
  let dir: string;
  const { post, newJob: jobWith } = applying(() => t, 43);
  const newJob = (status: "open" | "closed" = "open") => jobWith({ status });
  let mailed = 0;
  const deps = (storage: FileStorage = localStorage(dir)): ApplyWithResumeDeps => ({
    db: t.database.db,
    storage,
    now: () => new Date(),
    mailQueued: () => {
      mailed += 1;
    },
    limits: createRateLimits(undefined, { namespace: `apply-with-resume-${kind}` }),
    signer: createLinkSigner(Buffer.alloc(32, 9)),
    publicBaseUrl: "https://jobs.example",
  });
  const resume = { fileName: "cv.pdf", dataUrl: dataUrl(samplePdf("Grace Hopper")) };
  const storedFor = (jobId: number) =>
    t.database.db.select().from(applications).where(eq(applications.jobId, jobId));
  const mailTo = (address: string) =>
    t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "apply-with-resume-"));
    mailed = 0;
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("tells a candidate who already applied so before it looks at the new file", async () => {
    const jobId = await newJob();
    const ada = await accountWithSession(t.database.db);
    const first = await post("/api/apply_for_job_resume_only", {
      accessToken: ada.token,
      ...resumeOnlyBody(jobId),
    });
    expect(first.statusCode, first.body).toBe(200);

    // A program instead of a resume: a first application is refused for the file…
    const program = { jobId, fileName: "cv.pdf", resumeData: dataUrl(sampleElf()) };
    const visitor = await post("/api/apply_for_job_resume_only", program);
    expect(visitor.statusCode).toBe(415);
    expect(visitor.json().message).toBe(
      "Unsupported file type: upload a PDF, DOC, DOCX, ODT, RTF or TXT file.",
    );
    // …a second one is refused for having applied, whatever it sends.
    const again = await post("/api/apply_for_job_resume_only", { ...program, accessToken: ada.token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "You have already applied for this job.", code: "conflict" });
  });

  it("refuses a closed job both ways of applying, and a profile without a resume", async () => {
    const closed = await newJob("closed");
    const ada = await accountWithSession(t.database.db);
    const withResume = await post("/api/apply_for_job_resume_only", resumeOnlyBody(closed));
    expect(withResume.statusCode).toBe(409);
    expect(withResume.json().message).toBe("This job is no longer open for applications.");
    const withProfile = await post("/api/apply_for_job", { accessToken: ada.token, jobId: closed });
    expect(withProfile.statusCode).toBe(409);
    expect(withProfile.json().message).toBe("This job is no longer open for applications.");
    expect(await storedFor(closed)).toEqual([]);

    const open = await newJob();
    const noResume = await post("/api/apply_for_job", { accessToken: ada.token, jobId: open });
    expect(noResume.statusCode).toBe(400);
    expect(noResume.json().message).toBe("Please upload a resume to your profile before applying with it.");
    expect(await storedFor(open)).toEqual([]);
  });

  it("answers the second of two applications that passed the check at once as already applied, keeping one file and one mail", async () => {
    const jobId = await newJob();
    const ada = await accountWithSession(t.database.db);
    const address = freshEmail("racer");
    const both = deps(meetingAtPut(localStorage(dir), 2));
    const apply = () => applyWithResume(both, { jobId, ...resume, email: address, userId: ada.id });

    const outcomes = await Promise.allSettled([apply(), apply()]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = outcomes.find((outcome) => outcome.status === "rejected");
    expect(refused?.reason).toMatchObject({
      statusCode: 409,
      message: "You have already applied for this job.",
    });

    const stored = await t.database.db
      .select()
      .from(applications)
      .where(and(eq(applications.jobId, jobId), eq(applications.userId, ada.id)));
    expect(stored).toHaveLength(1);
    // The refused one's resume was written, then removed again; its receipt never queued. With a
    // session the receipt goes to the account's own address, not to the one typed.
    expect(await readdir(dir)).toHaveLength(1);
    expect(await mailTo(ada.email)).toHaveLength(1);
    expect(await mailTo(address)).toHaveLength(0);
    expect(mailed).toBe(1);
  });

  it("wakes the mail worker once for a queued confirmation, and not for an application without an address", async () => {
    const jobId = await newJob();
    await applyWithResume(deps(), { jobId, ...resume });
    expect(mailed).toBe(0);
    expect(await storedFor(jobId)).toHaveLength(1);

    const address = freshEmail("confirm");
    await applyWithResume(deps(), { jobId, ...resume, email: address });
    expect(mailed).toBe(1);
    const [mail] = await mailTo(address);
    expect(mail?.subject).toBe("Your application has been received");
    expect(mail?.textBody).toContain("for Platform Engineer at Acme.");
    expect(mail?.textBody).toMatch(/https:\/\/jobs\.example\/application-status\?id=[0-9a-f-]{36}&token=/);
  });
});
