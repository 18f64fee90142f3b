import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { applications, storedFiles } from "#api/db/schema.ts";
import { accountWithSession } from "#api/testing/accounts.ts";
import { resumeOnlyBody } from "#api/testing/applying.ts";
import { postedJob } from "#api/testing/jobs.ts";
import { withMailingTestApp } from "#api/testing/mailing-test-app.ts";
import { TEST_PUBLIC_BASE_URL } from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";

const DAY = 24 * 3600 * 1000;
const refused = {
  message: "This link is not valid or has expired. Please use the link in your most recent e-mail from us.",
  code: "forbidden",
};

describe.each(databaseKinds())("an applicant's status link on %s", (kind) => {
  let jobId: number;
  let employerToken: string;
  /** What the status page answers for an application to this suite's job, the SRE at Acme. */
  const sreStatus = (status: { appliedAt: string; viewedAt: string | null; stage: string }) => ({
    jobId,
    jobTitle: "SRE",
    companyName: "Acme",
    ...status,
  });
  // The app's clock: real time (the outbox worker delivers by it), moved forward to let links expire.
  let ahead = 0;
  const now = () => new Date(Date.now() + ahead);
  const post = (url: string, payload: object) => ctx.t.app.inject({ method: "POST", url, payload });

  /** Applies with a resume and an address; the link of the confirmation mail, taken apart. */
  async function applyAndOpenMail() {
    const email = `status-${randomUUID()}@example.com`;
    const applied = await post("/api/apply_for_job_resume_only", resumeOnlyBody(jobId, email));
    expect(applied.statusCode).toBe(200);
    const mail = await ctx.smtp.waitForMail(email);
    const href = mail.text.match(/https?:\/\/\S+\/application-status\?\S+/)?.[0];
    if (!href) throw new Error(`no status link in: ${mail.text}`);
    const url = new URL(href);
    return {
      href,
      applicationId: url.searchParams.get("id") ?? "",
      token: url.searchParams.get("token") ?? "",
      html: mail.html,
    };
  }

  const ctx = withMailingTestApp(kind, { PUBLIC_BASE_URL: TEST_PUBLIC_BASE_URL }, { clock: now });
  beforeAll(async () => {
    const employer = await accountWithSession(ctx.t.database.db, "employer");
    employerToken = employer.token;
    jobId = await postedJob(
      ctx.t.database.db,
      employer.id,
      { title: "SRE", companyName: "Acme", location: "Remote" },
      now(),
    );
  });

  it("mails a signed link to our own site that shows only that application's stage", async () => {
    const link = await applyAndOpenMail();
    expect(link.href.startsWith("https://jobs.example.com/application-status?id=")).toBe(true);
    expect(link.html).toContain(`<a href="${link.href.replace("&", "&amp;")}">See my application</a>`);
    const status = await post("/api/application_status", link);
    expect(status.statusCode).toBe(200);
    const { appliedAt } = status.json();
    expect(Date.now() - Date.parse(appliedAt)).toBeLessThan(DAY);
    expect(status.json()).toEqual(sreStatus({ appliedAt, viewedAt: null, stage: "applied" }));

    // The employer opens it (decision 095) and moves it: the applicant sees when, and the new
    // stage, and nothing of the team's.
    const opened = await post("/api/application_details", {
      authToken: employerToken,
      applicationId: link.applicationId,
    });
    expect(opened.statusCode).toBe(200);
    await post("/api/move_applications", {
      authToken: employerToken,
      applicationIds: [link.applicationId],
      stage: "rejected",
      reason: "Not enough on-call experience",
      sendMail: false,
    });
    const after = await post("/api/application_status", link);
    const { viewedAt } = after.json();
    expect(Date.now() - Date.parse(viewedAt)).toBeLessThan(DAY);
    expect(after.json()).toEqual(sreStatus({ appliedAt, viewedAt, stage: "rejected" }));
    expect(after.body).not.toContain("on-call");
  });

  it("refuses a tampered token, another application's token and a download token", async () => {
    const link = await applyAndOpenMail();
    const other = await applyAndOpenMail();
    const [expires, signature] = link.token.split(".") as [string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    for (const token of [
      `${expires}.${flipped}`,
      `${Number(expires) + 3600}.${signature}`,
      other.token,
      "",
      "1.x",
    ]) {
      const answer = await post("/api/application_status", { applicationId: link.applicationId, token });
      expect(answer.statusCode, token).toBe(token === "" ? 400 : 403);
      if (token !== "") expect(answer.json()).toEqual(refused);
      expect(
        (await post("/api/withdraw_application_by_link", { applicationId: link.applicationId, token }))
          .statusCode,
      ).toBe(token === "" ? 400 : 403);
    }
    // A signed download link of the same installation is no status token.
    const answer = await post("/api/job_pipeline", { authToken: employerToken, jobId });
    expect(answer.statusCode, answer.body).toBe(200);
    const pipeline = answer.json();
    const download = pipeline.data.find(
      (a: { applicationId: string }) => a.applicationId === link.applicationId,
    );
    const downloadToken = download.resumeLink.split("/")[3];
    expect(
      (await post("/api/application_status", { applicationId: link.applicationId, token: downloadToken }))
        .statusCode,
    ).toBe(403);
    // Nothing was withdrawn by the refused calls.
    expect(
      await ctx.t.database.db.select().from(applications).where(eq(applications.id, link.applicationId)),
    ).toHaveLength(1);
  });

  it("refuses the link once it has expired (180 days)", async () => {
    const link = await applyAndOpenMail();
    try {
      ahead = 179 * DAY;
      expect((await post("/api/application_status", link)).statusCode).toBe(200);
      ahead = 180 * DAY + 60_000;
      const expired = await post("/api/application_status", link);
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toEqual(refused);
      expect((await post("/api/withdraw_application_by_link", link)).statusCode).toBe(403);
    } finally {
      ahead = 0;
    }
  });

  it("withdraws the application with its resume, once", async () => {
    const link = await applyAndOpenMail();
    const [row] = await ctx.t.database.db
      .select({ fileId: applications.resumeFileId, key: storedFiles.storageKey })
      .from(applications)
      .innerJoin(storedFiles, eq(storedFiles.id, applications.resumeFileId))
      .where(eq(applications.id, link.applicationId));
    // The bytes are in storage until the withdrawal.
    const stored = path.join(ctx.t.config.dataDir, "uploads", row?.key ?? "missing");
    await expect(fs.access(stored)).resolves.toBeUndefined();
    const withdrawn = await post("/api/withdraw_application_by_link", link);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toEqual({ message: "Your application has been withdrawn." });
    expect(
      await ctx.t.database.db.select().from(applications).where(eq(applications.id, link.applicationId)),
    ).toEqual([]);
    expect(
      await ctx.t.database.db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.id, row?.fileId ?? "")),
    ).toEqual([]);
    // The stored file is removed with its row.
    await expect(fs.access(stored)).rejects.toThrow(/ENOENT/);
    const again = await post("/api/application_status", link);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe("This application was withdrawn or no longer exists.");
    expect((await post("/api/withdraw_application_by_link", link)).statusCode).toBe(404);

    // The employer's pipeline shows it as withdrawn (decision 091): its stage and dates, no one's details.
    const answer = await post("/api/job_pipeline", { authToken: employerToken, jobId });
    expect(answer.statusCode, answer.body).toBe(200);
    const pipeline = answer.json();
    expect(pipeline.data.map((a: { applicationId: string }) => a.applicationId)).not.toContain(
      link.applicationId,
    );
    expect(pipeline.withdrawn).toContainEqual({
      stage: "applied",
      appliedAt: expect.stringMatching(/^\d{4}-/),
      withdrawnAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });
});
