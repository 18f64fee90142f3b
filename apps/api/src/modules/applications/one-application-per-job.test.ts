import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, storedFiles } from "#api/db/schema.ts";
import { applying } from "#api/testing/applying.ts";
import { dataUrl, samplePdf } from "#api/testing/sample-files.ts";
import { createTestApp, type TestApp } from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";

// docs/decisions/031-one-application-per-job-and-inline-pdf.md
const alreadyApplied = { message: "You have already applied for this job.", code: "conflict" };

describe.each(databaseKinds())("one application per person and job on %s", (kind) => {
  let t: TestApp;
  const { post, newJob, candidate } = applying(() => t, 41);
  const resumeOnly = (jobId: number, accessToken?: string | null) =>
    post("/api/apply_for_job_resume_only", {
      jobId,
      fileName: "cv.pdf",
      resumeData: dataUrl(samplePdf("Grace Hopper")),
      ...(accessToken === undefined ? {} : { accessToken }),
    });
  const withProfile = (jobId: number, accessToken: string) =>
    post("/api/apply_for_job", { accessToken, jobId });
  const storedFor = (jobId: number, userId: string) =>
    t.database.db
      .select()
      .from(applications)
      .where(and(eq(applications.jobId, jobId), eq(applications.userId, userId)));

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("refuses a resume-only application from a signed-in candidate who applied with the profile", async () => {
    const jobId = await newJob();
    const ada = await candidate();
    expect((await withProfile(jobId, ada.token)).statusCode).toBe(200);
    const filesBefore = await t.database.db.select().from(storedFiles);

    const again = await resumeOnly(jobId, ada.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(alreadyApplied);
    expect(await storedFor(jobId, ada.id)).toHaveLength(1);
    // Refused before anything was stored.
    expect(await t.database.db.select().from(storedFiles)).toHaveLength(filesBefore.length);
  });

  it("counts a resume-only application sent while signed in as the account's, for either way of applying", async () => {
    const jobId = await newJob();
    const ada = await candidate();
    expect((await resumeOnly(jobId, ada.token)).statusCode).toBe(200);

    const [stored] = await storedFor(jobId, ada.id);
    expect(stored?.withProfile).toBe(false);
    const mine = (await post("/api/my_applications", { accessToken: ada.token })).json();
    expect(mine.data.map((application: { jobId: number }) => application.jobId)).toContain(jobId);

    expect((await withProfile(jobId, ada.token)).json()).toEqual(alreadyApplied);
    expect((await resumeOnly(jobId, ada.token)).json()).toEqual(alreadyApplied);
    expect(await storedFor(jobId, ada.id)).toHaveLength(1);
  });

  it("still lets visitors apply with a resume only, and treats an unknown token as a visitor", async () => {
    const jobId = await newJob();
    expect((await resumeOnly(jobId)).statusCode).toBe(200);
    expect((await resumeOnly(jobId, null)).statusCode).toBe(200);
    expect((await resumeOnly(jobId, "not-a-session-token")).statusCode).toBe(200);
    const anonymous = await t.database.db
      .select()
      .from(applications)
      .where(and(eq(applications.jobId, jobId), isNull(applications.userId)));
    expect(anonymous).toHaveLength(3);
  });

  it("stores exactly one of 20 applications sent at once by the same candidate, both ways mixed", async () => {
    const jobId = await newJob();
    const ada = await candidate();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0 ? withProfile(jobId, ada.token) : resumeOnly(jobId, ada.token),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(answer.json()).toEqual(alreadyApplied);
    expect(await storedFor(jobId, ada.id)).toHaveLength(1);
    // No resume of a refused application stays behind: the profile's and at most the one applied with.
    const files = await t.database.db.select().from(storedFiles).where(eq(storedFiles.ownerUserId, ada.id));
    expect(files.length).toBeLessThanOrEqual(2);
  });
});
