import { profileMessages } from "@site/contract/api/accounts";
import { jobMessages } from "@site/contract/api/job-posts";
import { messages } from "@site/contract/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications } from "#api/db/schema.ts";
import { accountWithSession } from "#api/testing/accounts.ts";
import { resumeUploadBody } from "#api/testing/applying.ts";
import { dataUrl, sampleElf, samplePdf } from "#api/testing/sample-files.ts";
import { type SmtpSink, startSmtpSink } from "#api/testing/smtp-sink.ts";
import { createTestApp, onTestApp, type TestApp } from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";
import { createJobs } from "./create-job.ts";

const DAY = 24 * 3600 * 1000;
const base = new Date("2026-10-01T12:00:00Z");
const job = (title: string, description: string, daysAgo: number, extra: object = {}) => ({
  title,
  companyName: "Bluepeak Cloud",
  location: "Berlin, Germany",
  salary: "€80,000",
  descriptionHtml: `<p>${description}</p>`,
  postedAt: new Date(base.getTime() - daysAgo * DAY),
  ...extra,
});

describe.each(databaseKinds())("jobs on %s", (kind) => {
  let t: TestApp;
  let smtp: SmtpSink;
  let ids: number[];
  const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });
  const search = async (keyword: string, page = 1) =>
    (await post("/api/search_jobs", { keyword, page })).json();

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp(kind, { SMTP_URL: smtp.url });
    ids = await createJobs(
      t.database.db,
      [
        job("Kubernetes Platform Engineer", "Operate clusters on AWS.", 5),
        job("Technical Writer", "Document our Kubernetes operator and Terraform modules.", 1),
        job("Site Reliability Engineer", "Keep services reliable. Python and Go.", 3, {
          companyName: "Northwind",
        }),
        job("Junior Site Reliability Engineer", "Learn on-call with mentors.", 2),
        job("Data Engineer", "PostgreSQL pipelines.", 4, { location: "Remote (US)" }),
        job("Closed Kubernetes Role", "No longer open.", 0, { status: "closed" }),
        job(
          "Frontend Engineer",
          `React work <script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a><a href="https://example.com">ok</a>`,
          6,
        ),
        ...Array.from({ length: 18 }, (_, i) =>
          job(`Automation Engineer ${i + 1}`, "Ansible playbooks.", 10 + i),
        ),
      ],
      base,
    );
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it("lists every open job newest first for an empty keyword, with totals and paging", async () => {
    const first = await search("");
    expect(first.totalCount).toBe(24);
    expect(first.totalMatches).toBe(24);
    expect(first.totalPages).toBe(3);
    expect(first.data).toHaveLength(10);
    expect(first.data[0].jobTitle).toBe("Technical Writer");
    expect(first.data.map((j: { jobTitle: string }) => j.jobTitle)).not.toContain("Closed Kubernetes Role");
    const third = await search("", 3);
    expect(third.data).toHaveLength(4);
    const past = await search("", 9);
    expect(past).toMatchObject({ data: [], totalPages: 3, totalMatches: 24, totalCount: 24 });
  });

  it("ranks a title match above a description match, and never lists closed jobs", async () => {
    const result = await search("kubernetes");
    expect(result.data.map((j: { jobTitle: string }) => j.jobTitle)).toEqual([
      "Kubernetes Platform Engineer",
      "Technical Writer",
    ]);
    expect(result.totalMatches).toBe(2);
    expect(result.totalCount).toBe(24);
  });

  it("matches the last word as a prefix, quoted phrases, or, and exclusion", async () => {
    expect((await search("kube")).totalMatches).toBe(2);
    expect((await search("terra")).data[0].jobTitle).toBe("Technical Writer");
    expect((await search('"site reliability"')).totalMatches).toBe(2);
    expect(
      (await search('"site reliability" -junior')).data.map((j: { jobTitle: string }) => j.jobTitle),
    ).toEqual(["Site Reliability Engineer"]);
    expect((await search("postgresql or terraform")).totalMatches).toBe(2);
    expect((await search("northwind")).data[0].companyName).toBe("Northwind");
    expect((await search("remote")).data[0].jobLocation).toBe("Remote (US)");
  });

  it("treats SQL and odd input as text: never a 500", async () => {
    for (const keyword of [
      "'; drop table jobs; --",
      "a & b | !c <-> d:*",
      "\\",
      '"unclosed',
      "-",
      "or",
      "(((",
      "日本語",
    ]) {
      const response = await post("/api/search_jobs", { keyword });
      expect(response.statusCode).toBe(200);
    }
    expect((await search("")).totalCount).toBe(24);
    const long = await post("/api/search_jobs", { keyword: "x".repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("keyword: keyword must be at most 200 characters.");
    const badPage = await post("/api/search_jobs", { keyword: "", page: 0 });
    expect(badPage.statusCode).toBe(400);
  });

  it("shows a job post with sanitized HTML; an unknown id is a 404", async () => {
    const frontend = ids[6];
    const response = await post("/api/view_job_post", { job_id: String(frontend) });
    expect(response.statusCode).toBe(200);
    const post_ = response.json();
    expect(post_.jobTitle).toBe("Frontend Engineer");
    expect(post_.postedDate).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(post_.jobDescription).not.toMatch(/<script|onerror|javascript:/i);
    expect(post_.jobDescription).toContain('href="https://example.com"');
    const missing = await post("/api/view_job_post", { job_id: 999999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: jobMessages.jobNotFound, code: "not_found" });
  });

  it("lets a visitor apply with a resume only, and mails a confirmation when asked", async () => {
    const response = await post("/api/apply_for_job_resume_only", {
      jobId: ids[0],
      fileName: "cv.pdf",
      resumeData: dataUrl(samplePdf()),
      email: "visitor@example.com",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.appliedWithResume });
    const mail = await smtp.waitForMail("visitor@example.com");
    expect(mail.subject).toBe("Your application has been received");

    const bad = await post("/api/apply_for_job_resume_only", {
      jobId: ids[0],
      fileName: "cv.pdf",
      resumeData: dataUrl(sampleElf()),
    });
    expect(bad.statusCode).toBe(415);
    expect(bad.json()).toEqual({ message: profileMessages.unsupportedFile, code: "unsupported_type" });
    const none = await post("/api/apply_for_job_resume_only", { jobId: ids[0], fileName: "" });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/Please upload a resume file\./);
    const closed = await post("/api/apply_for_job_resume_only", {
      jobId: ids[5],
      fileName: "cv.pdf",
      resumeData: dataUrl(samplePdf()),
    });
    expect(closed.statusCode).toBe(409);
  });

  it("lets a candidate apply with the profile once, list and withdraw applications", async () => {
    const user = await accountWithSession(t.database.db);
    const token = user.token;

    const noResume = await post("/api/apply_for_job", { accessToken: token, jobId: ids[2] });
    expect(noResume.statusCode).toBe(400);
    expect(noResume.json()).toEqual({ message: jobMessages.noResumeOnProfile, code: "validation" });

    await post("/api/upload_resume", resumeUploadBody(token));
    const applied = await post("/api/apply_for_job", { accessToken: token, jobId: ids[2] });
    expect(applied.json()).toEqual({ message: jobMessages.appliedWithProfile });
    const twice = await post("/api/apply_for_job", { accessToken: token, jobId: ids[2] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: jobMessages.alreadyApplied, code: "conflict" });
    expect((await post("/api/apply_for_job", { jobId: ids[2] })).statusCode).toBe(401);

    const mine = (await post("/api/my_applications", { accessToken: token })).json();
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]).toMatchObject({
      jobId: ids[2],
      jobTitle: "Site Reliability Engineer",
      status: "submitted",
    });

    const withdrawn = await post("/api/withdraw_application", {
      accessToken: token,
      applicationId: mine.data[0].applicationId,
    });
    expect(withdrawn.json()).toEqual({ message: jobMessages.withdrawn });
    expect(
      await t.database.db.select().from(applications).where(eq(applications.userId, user.id)),
    ).toHaveLength(0);
    // Not twice (decision 091): the second withdrawal says so; another account's answers 404.
    const again = await post("/api/withdraw_application", {
      accessToken: token,
      applicationId: mine.data[0].applicationId,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "This application was already withdrawn.", code: "conflict" });
    const strangerToken = (await accountWithSession(t.database.db)).token;
    const notTheirs = await post("/api/withdraw_application", {
      accessToken: strangerToken,
      applicationId: mine.data[0].applicationId,
    });
    expect(notTheirs.statusCode).toBe(404);

    // It stays in the candidate's history as Withdrawn, with its dates.
    const history = (await post("/api/my_applications", { accessToken: token })).json().data;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      applicationId: mine.data[0].applicationId,
      jobId: ids[2],
      jobTitle: "Site Reliability Engineer",
      status: "withdrawn",
      appliedAt: mine.data[0].appliedAt,
      withdrawnAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect((await post("/api/my_applications", { accessToken: strangerToken })).json().data).toEqual([]);

    // Applying again is allowed: a new application beside the withdrawn one.
    const reapplied = await post("/api/apply_for_job", { accessToken: token, jobId: ids[2] });
    expect(reapplied.statusCode).toBe(200);
    const both = (await post("/api/my_applications", { accessToken: token })).json().data;
    expect(both.map((a: { status: string }) => a.status).sort()).toEqual(["submitted", "withdrawn"]);
  });
});

describe("jobs behind REQUIRE_LOGIN_FOR_JOBS", () => {
  it("needs a session for search and job pages", async () => {
    await onTestApp("pglite", { REQUIRE_LOGIN_FOR_JOBS: "true" }, async (t) => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/search_jobs",
        payload: { keyword: "" },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: messages.accessTokenNotFound, code: "unauthorized" });
    });
  });
});
