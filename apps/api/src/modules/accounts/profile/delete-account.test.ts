import fs from "node:fs/promises";
import path from "node:path";
import { eq, inArray, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  applicationNotes,
  applicationStageChanges,
  applications,
  oneTimeTokens,
  profiles,
  savedJobs,
  sessions,
  storedFiles,
  users,
} from "#api/db/schema.ts";
import { createJobs } from "#api/modules/job-posts/public.ts";
import { accountWithSession, TEST_PASSWORD } from "#api/testing/accounts.ts";
import { dataUrl, samplePdf } from "#api/testing/sample-files.ts";
import { createTestApp, type TestApp } from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";

type Account = Awaited<ReturnType<typeof accountWithSession>>;

describe.each(databaseKinds())("deleting one's own account on %s", (kind) => {
  let t: TestApp;
  let employer: Account;
  let jobs: number[];
  const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });
  const remove = (token: string, password = TEST_PASSWORD, confirmation = "DELETE") =>
    post("/api/delete_account", { accessToken: token, password, confirmation });
  const db = () => t.database.db;
  const uploaded = async (): Promise<string[]> =>
    (await fs.readdir(path.join(t.config.dataDir, "uploads")).catch((): string[] => [])).filter(
      (name) => !name.startsWith("."),
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
    employer = await accountWithSession(db(), "employer");
    jobs = await createJobs(
      db(),
      [1, 2, 3].map((n) => ({
        title: `Job ${n}`,
        companyName: "Bluepeak",
        location: "Berlin",
        descriptionHtml: "<p>x</p>",
        postedByUserId: employer.id,
      })),
      new Date(),
    );
  });
  afterAll(() => t.close());

  it("deletes the account, profile, resumes and their files, applications, saved jobs and sessions", async () => {
    const me = await accountWithSession(db(), "candidate");
    const [first, second, third] = jobs as [number, number, number];
    const cv = { fileName: "cv.pdf", resume_data: dataUrl(samplePdf()) };
    expect((await post("/api/upload_resume", { accessToken: me.token, ...cv })).statusCode).toBe(200);
    expect((await post("/api/apply_for_job", { accessToken: me.token, jobId: first })).statusCode).toBe(200);
    // An application with its own uploaded resume, moved and noted by the employer.
    const own = await post("/api/apply_for_job_resume_only", {
      accessToken: me.token,
      jobId: second,
      fileName: "other.pdf",
      resumeData: dataUrl(samplePdf()),
    });
    expect(own.statusCode).toBe(200);
    expect((await post("/api/save_job", { accessToken: me.token, jobId: third })).statusCode).toBe(200);
    const mine = await db().select().from(applications).where(eq(applications.userId, me.id));
    expect(mine).toHaveLength(2);
    const ids = mine.map((row) => row.id);
    await post("/api/move_applications", {
      authToken: employer.token,
      applicationIds: ids,
      stage: "screening",
    });
    await post("/api/add_application_note", {
      authToken: employer.token,
      applicationId: ids[0],
      body: "Call back",
    });
    const files = await db().select().from(storedFiles).where(eq(storedFiles.ownerUserId, me.id));
    expect(files).toHaveLength(2);
    const before = await uploaded();
    for (const file of files) expect(before).toContain(file.storageKey);

    const deleted = await remove(me.token);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: "Your account and everything in it were deleted." });

    expect(await db().select().from(users).where(eq(users.id, me.id))).toEqual([]);
    expect(await db().select().from(profiles).where(eq(profiles.userId, me.id))).toEqual([]);
    expect(await db().select().from(sessions).where(eq(sessions.userId, me.id))).toEqual([]);
    expect(await db().select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, me.id))).toEqual([]);
    expect(await db().select().from(savedJobs).where(eq(savedJobs.userId, me.id))).toEqual([]);
    expect(await db().select().from(applications).where(inArray(applications.id, ids))).toEqual([]);
    expect(
      await db()
        .select()
        .from(applicationStageChanges)
        .where(inArray(applicationStageChanges.applicationId, ids)),
    ).toEqual([]);
    expect(
      await db().select().from(applicationNotes).where(inArray(applicationNotes.applicationId, ids)),
    ).toEqual([]);
    expect(
      await db()
        .select()
        .from(storedFiles)
        .where(or(...files.map((file) => eq(storedFiles.id, file.id)))),
    ).toEqual([]);
    const after = await uploaded();
    for (const file of files) expect(after).not.toContain(file.storageKey);

    // The address no longer signs in, and the old session is dead.
    const logIn = await post("/api/auth/log-in", { inputEmail: me.email, password: TEST_PASSWORD });
    expect(logIn.statusCode).toBe(401);
    expect(logIn.json().message).toBe("Invalid email or password");
    const stale = await post("/api/view_profile", { accessToken: me.token });
    expect(stale.statusCode).toBe(401);
    // The employer's job and other data stay.
    expect(
      (await post("/api/job_pipeline", { authToken: employer.token, jobId: first })).json().data,
    ).toEqual([]);
  });

  it("refuses without the current password or the typed confirmation, and deletes nothing", async () => {
    const me = await accountWithSession(db(), "candidate");
    const wrong = await remove(me.token, "not the password");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: "The password is not correct.",
      code: "validation",
      fields: { password: "The password is not correct." },
    });
    const unconfirmed = await remove(me.token, TEST_PASSWORD, "delete it");
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().fields).toEqual({ confirmation: "Type DELETE to confirm." });
    expect(await db().select().from(users).where(eq(users.id, me.id))).toHaveLength(1);
    expect((await post("/api/view_profile", { accessToken: me.token })).statusCode).toBe(200);
  });

  it("does not let the last active admin delete themself; another admin can once a second exists", async () => {
    // The only active admins are made here: deactivate any that another fixture created.
    await db().update(users).set({ status: "deactivated" }).where(eq(users.role, "admin"));
    const admin = await accountWithSession(db(), "admin");
    const refused = await remove(admin.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "You are the last admin. Make another account an admin before deleting yours.",
    );
    expect(await db().select().from(users).where(eq(users.id, admin.id))).toHaveLength(1);

    await accountWithSession(db(), "admin");
    expect((await remove(admin.token)).statusCode).toBe(200);
    expect(await db().select().from(users).where(eq(users.id, admin.id))).toEqual([]);
  });
});
