import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, inquiries, users } from "../db/schema.ts";
import { createJobs } from "../modules/job-posts/public.ts";
import { accountWithSession } from "../testing/accounts.ts";
import { resumeUploadBody } from "../testing/applying.ts";
import { dataUrl, samplePdf } from "../testing/sample-files.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { databaseKinds } from "../testing/test-database.ts";

/** A real PDF padded to exactly `size` bytes (readers ignore what follows %%EOF). */
function pdfOfSize(size: number): Buffer {
  const pdf = samplePdf();
  return Buffer.concat([pdf, Buffer.alloc(size - pdf.length, 0x20)]);
}

// Each test here catches a change to the code that the rest of the suite let through.
describe.each(databaseKinds())("behaviours pinned against known mutations on %s", (kind) => {
  let t: TestApp;
  let admin: { id: string; token: string };
  let employer: { id: string; token: string };
  let openJob: number;
  let closedJob: number;
  const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await accountWithSession(t.database.db, "admin");
    employer = await accountWithSession(t.database.db, "employer");
    const job = (title: string, extra: object = {}) => ({
      title,
      companyName: "Acme",
      location: "Remote",
      descriptionHtml: "<p>Metal work.</p>",
      postedByUserId: employer.id,
      ...extra,
    });
    // 23 welder posts (one closed) and 18 others: 41 jobs in all.
    [openJob, closedJob] = (await createJobs(
      t.database.db,
      [
        job("Welder 0"),
        job("Welder closed", { status: "closed" }),
        ...Array.from({ length: 21 }, (_, i) => job(`Welder ${i + 1}`)),
        ...Array.from({ length: 18 }, (_, i) => job(`Painter ${i + 1}`)),
      ],
      new Date(),
    )) as [number, number];
  });
  afterAll(() => t.close());

  it("refuses a candidate withdrawing another candidate's application, which stays", async () => {
    const owner = await accountWithSession(t.database.db);
    const thief = await accountWithSession(t.database.db);
    await post("/api/upload_resume", resumeUploadBody(owner.token));
    expect((await post("/api/apply_for_job", { accessToken: owner.token, jobId: openJob })).statusCode).toBe(
      200,
    );
    const [application] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.userId, owner.id));
    const answer = await post("/api/withdraw_application", {
      accessToken: thief.token,
      applicationId: application?.id,
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ message: "Application not found", code: "not_found" });
    expect(
      await t.database.db.select().from(applications).where(eq(applications.userId, owner.id)),
    ).toHaveLength(1);
  });

  it("sanitizes the job description on update_job as on post_job", async () => {
    const hostile = `<p>Fine</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>`;
    const jobPost = {
      jobTitle: "Fitter X",
      companyName: "Acme",
      jobLocation: "Remote",
      jobDescription: hostile,
    };
    const posted = await post("/api/post_job", { authToken: employer.token, job_post: jobPost });
    const { jobId } = posted.json();
    const afterPost = (await post("/api/view_job_post", { job_id: jobId })).json().jobDescription;
    expect(afterPost).toContain("<p>Fine</p>");
    expect(afterPost).not.toMatch(/<script|onerror|javascript:/i);

    const updated = await post("/api/update_job", {
      authToken: employer.token,
      jobId,
      job_post: { ...jobPost, jobDescription: `<p>Edited</p>${hostile}` },
    });
    expect(updated.statusCode).toBe(200);
    const afterUpdate = (await post("/api/view_job_post", { job_id: jobId })).json().jobDescription;
    expect(afterUpdate).toContain("<p>Edited</p>");
    expect(afterUpdate).not.toMatch(/<script|onerror|javascript:/i);
    await post("/api/close_job", { authToken: employer.token, jobId });
  });

  it("refuses applying with the profile to a closed job", async () => {
    const candidate = await accountWithSession(t.database.db);
    await post("/api/upload_resume", resumeUploadBody(candidate.token));
    const answer = await post("/api/apply_for_job", { accessToken: candidate.token, jobId: closedJob });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({
      message: "This job is no longer open for applications.",
      code: "conflict",
    });
    expect(
      await t.database.db.select().from(applications).where(eq(applications.userId, candidate.id)),
    ).toHaveLength(0);
  });

  it("accepts a resume of 5 MB minus one byte and exactly 5 MB, and refuses one byte more with 413", async () => {
    const candidate = await accountWithSession(t.database.db);
    const upload = (size: number) =>
      post("/api/upload_resume", {
        accessToken: candidate.token,
        fileName: "big.pdf",
        resume_data: dataUrl(pdfOfSize(size), "application/pdf"),
      });
    expect((await upload(5 * 1024 * 1024 - 1)).statusCode).toBe(200);
    expect((await upload(5 * 1024 * 1024)).statusCode).toBe(200);
    const over = await upload(5 * 1024 * 1024 + 1);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ message: "The resume must be at most 5 MB.", code: "too_large" });
  });

  it("answers exactly 10 jobs a page for a keyword search, and rounds totalPages up", async () => {
    const page = async (n: number) => (await post("/api/search_jobs", { keyword: "welder", page: n })).json();
    const first = await page(1);
    expect(first.totalMatches).toBe(22);
    expect(first.data).toHaveLength(10);
    expect(first.totalPages).toBe(3);
    expect((await page(2)).data).toHaveLength(10);
    expect((await page(3)).data).toHaveLength(2);
    const titles = [...first.data, ...(await page(2)).data, ...(await page(3)).data].map(
      (job: { jobTitle: string }) => job.jobTitle,
    );
    expect(new Set(titles).size).toBe(22);
  });

  it("rounds totalPages up in the admin lists (20 a page)", async () => {
    const existing = (await t.database.db.select({ id: users.id }).from(users)).length;
    await t.database.db.insert(users).values(
      Array.from({ length: 21 - existing }, (_, i) => ({
        email: `listed-${i}@example.com`,
        passwordHash: "x",
        status: "active" as const,
      })),
    );
    const listed = (await post("/api/listUsers", { authToken: admin.token })).json();
    expect(listed.total).toBe(21);
    expect(listed.totalPages).toBe(2);
    expect(listed.data).toHaveLength(20);

    // 41 jobs, as the admin sees all of them (the post edited above is the 42nd).
    const jobs = (await post("/api/list_my_jobs", { authToken: admin.token })).json();
    expect(jobs.total).toBe(42);
    expect(jobs.totalPages).toBe(3);

    await t.database.db.insert(inquiries).values(
      Array.from({ length: 21 }, (_, i) => ({
        firstName: "Ada",
        lastName: `L${i}`,
        emailAddress: "ada@example.com",
        phoneNumber: "1",
        messageContent: "Hi",
      })),
    );
    const inbox = (await post("/api/list_inquiries", { authToken: admin.token })).json();
    expect(inbox.total).toBe(21);
    expect(inbox.totalPages).toBe(2);
  });
});
