import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { adminMessages } from "@site/contract/api/accounts";
import { authMessages } from "@site/contract/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedFiles, users } from "#api/db/schema.ts";
import { resumeUploadBody } from "#api/testing/applying.ts";
import { dataUrl, samplePdf } from "#api/testing/sample-files.ts";
import { createTestApp, type TestApp } from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";
import { ensureAdmin } from "./bootstrap-admin.ts";

const PASSWORD = "a perfectly fine passphrase";

describe.each(databaseKinds())("administration on %s", (kind) => {
  let t: TestApp;
  let admin: string;
  let adminEmail: string;
  const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });
  const logIn = async (email: string, password = PASSWORD) =>
    (await post("/api/auth/log-in", { inputEmail: email, password })).json().accessToken as string;
  const newUser = async (role: "candidate" | "employer" | "admin" = "candidate") => {
    const email = `${role}-${randomUUID()}@example.com`;
    const added = await post("/api/addUser", {
      authToken: admin,
      inputEmail: email,
      password: PASSWORD,
      role,
    });
    expect(added.statusCode).toBe(200);
    return { email, token: await logIn(email) };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    adminEmail = `root-${randomUUID()}@example.com`;
    expect(await ensureAdmin(t.database.db, adminEmail, PASSWORD, new Date())).toBe("created");
    admin = await logIn(adminEmail);
  });
  afterAll(() => t.close());

  it("creates the bootstrap admin once and never overwrites it", async () => {
    expect(await ensureAdmin(t.database.db, adminEmail, "a different passphrase", new Date())).toBe("exists");
    expect(await logIn(adminEmail)).toBeTruthy();
    await expect(ensureAdmin(t.database.db, "x@example.com", "password123", new Date())).rejects.toThrow(
      /too common/,
    );
  });

  it("adds, selects, lists, deactivates (ending sessions at once) and reactivates accounts", async () => {
    const { email, token } = await newUser();
    const selected = (await post("/api/selectUser", { authToken: admin, inputEmail: email })).json();
    expect(selected.user).toMatchObject({ email, role: "candidate", status: "active" });
    expect(selected.user.lastLoginAt).not.toBe("");

    const listed = (
      await post("/api/listUsers", { authToken: admin, email: email.slice(0, 20), role: "candidate" })
    ).json();
    expect(listed.data.map((u: { email: string }) => u.email)).toContain(email);

    expect((await post("/api/deactivateUser", { authToken: admin, inputEmail: email })).statusCode).toBe(200);
    expect((await post("/api/auth/validate-token", { accessToken: token })).statusCode).toBe(401);
    expect((await post("/api/auth/log-in", { inputEmail: email, password: PASSWORD })).statusCode).toBe(401);
    expect((await post("/api/reactivateUser", { authToken: admin, inputEmail: email })).statusCode).toBe(200);
    // Reactivation does not bring the sessions of before back: the owner logs in again.
    const stale = await post("/api/auth/validate-token", { accessToken: token });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual({
      message: "Session expired. Please login again.",
      code: "unauthorized",
      error: "Session expired. Please login again.",
    });
    expect(await logIn(email)).toBeTruthy();
  });

  it.each([
    [
      "/api/selectUser",
      { inputEmail: "nobody@example.com" },
      404,
      { message: adminMessages.userNotFound, code: "not_found" },
    ],
    [
      "/api/addUser",
      { inputEmail: "weak@example.com", password: "password1" },
      400,
      { message: authMessages.commonPassword, code: "validation" },
    ],
    [
      "/api/addUser",
      { inputEmail: "short@example.com", password: "short" },
      400,
      {
        message: "password: Password must be at least 8 characters.",
        code: "validation",
        fields: { password: "Password must be at least 8 characters." },
      },
    ],
  ])("refuses %s %o", async (url, payload, status, answer) => {
    const response = await post(url, { authToken: admin, ...payload });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(answer);
  });

  it("refuses an existing e-mail and acting on oneself; a deactivated admin is a visitor", async () => {
    const { email } = await newUser();
    const again = await post("/api/addUser", { authToken: admin, inputEmail: email, password: PASSWORD });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: authMessages.duplicateEmail, code: "conflict" });
    for (const url of ["/api/deactivateUser", "/api/removeUser"]) {
      const self = await post(url, { authToken: admin, inputEmail: adminEmail });
      expect(self.statusCode).toBe(409);
      expect(self.json()).toEqual({ message: adminMessages.notYourself, code: "conflict" });
    }
    // Since nobody can act on themselves, the last active admin can never be removed or deactivated.
    const other = await newUser("admin");
    expect(
      (await post("/api/deactivateUser", { authToken: other.token, inputEmail: adminEmail })).statusCode,
    ).toBe(200);
    expect((await post("/api/listUsers", { authToken: admin })).statusCode).toBe(401);
    await post("/api/reactivateUser", { authToken: other.token, inputEmail: adminEmail });
    admin = await logIn(adminEmail);
  });

  it("removes an account with its profile, resume files and sessions", async () => {
    const { email, token } = await newUser();
    await post("/api/upload_resume", resumeUploadBody(token));
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const [file] = await t.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.ownerUserId, user?.id ?? ""));
    expect(file).toBeDefined();
    expect((await post("/api/removeUser", { authToken: admin, inputEmail: email })).statusCode).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    expect(
      await t.database.db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.id, file?.id ?? "")),
    ).toHaveLength(0);
    await expect(fs.stat(path.join(t.config.dataDir, "uploads", file?.storageKey ?? ""))).rejects.toThrow();
    expect((await post("/api/auth/validate-token", { accessToken: token })).statusCode).toBe(401);
  });

  it("lets an employer post a sanitized job, see only its own jobs, its applicants and their resumes", async () => {
    const employer = await newUser("employer");
    const other = await newUser("employer");
    const postJob = (job_post: Record<string, string>) =>
      post("/api/post_job", { authToken: employer.token, job_post });
    // Refused posts: a valid job with one field wrong.
    const valid = { jobTitle: "SRE", companyName: "Acme", jobLocation: "Remote", jobDescription: "<p>x</p>" };
    const noTitle = await postJob({ ...valid, jobTitle: " " });
    expect(noTitle.json()).toEqual({
      message: "job_post.jobTitle: jobTitle is required.",
      code: "validation",
      fields: { "job_post.jobTitle": "Job title is required." },
    });
    const badIcon = await postJob({ ...valid, companyIconUrl: "javascript:alert(1)" });
    expect(badIcon.json()).toEqual({
      message: "job_post.companyIconUrl: companyIconUrl must be an http(s) address.",
      code: "validation",
      fields: { "job_post.companyIconUrl": "Company icon URL must be an http(s) address." },
    });

    const posted = await postJob({
      jobTitle: "Zanzibar Reliability Engineer",
      companyName: "Acme",
      jobLocation: "Remote",
      jobSalary: "$150k",
      jobDescription: '<p onclick="x()">Great <script>alert(1)</script>job</p>',
      companyIconUrl: "https://acme.example/icon.png",
    });
    const { jobId } = posted.json();
    const found = (await post("/api/search_jobs", { keyword: "zanzibar" })).json();
    expect(found.data[0].jobId).toBe(jobId);
    const shown = (await post("/api/view_job_post", { job_id: jobId })).json();
    expect(shown.jobDescription).toBe("<p>Great job</p>");

    const visitorPdf = samplePdf("visitor resume");
    await post("/api/apply_for_job_resume_only", {
      jobId,
      fileName: "visitor.pdf",
      resumeData: dataUrl(visitorPdf),
    });
    const mine = (await post("/api/list_my_jobs", { authToken: employer.token })).json();
    expect(mine.data).toEqual([expect.objectContaining({ jobId, applicants: 1, status: "open" })]);
    expect((await post("/api/list_my_jobs", { authToken: other.token })).json().data).toEqual([]);

    const applicants = (await post("/api/job_applicants", { authToken: employer.token, jobId })).json().data;
    expect(applicants).toHaveLength(1);
    const download = await t.app.inject({ method: "GET", url: applicants[0].resumeLink });
    expect(download.rawPayload.equals(visitorPdf)).toBe(true);
    expect((await post("/api/job_applicants", { authToken: other.token, jobId })).statusCode).toBe(403);

    expect((await post("/api/close_job", { authToken: employer.token, jobId })).statusCode).toBe(200);
    expect((await post("/api/search_jobs", { keyword: "zanzibar" })).json().totalMatches).toBe(0);
  });
});
