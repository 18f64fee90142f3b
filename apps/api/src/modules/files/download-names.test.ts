import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedFiles } from "#api/db/schema.ts";
import { accountWithSession } from "#api/testing/accounts.ts";
import { resumeUploadBody } from "#api/testing/applying.ts";
import { postedJob } from "#api/testing/jobs.ts";
import { dataUrl, sampleDoc, samplePdf } from "#api/testing/sample-files.ts";
import { createTestApp, type TestApp } from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";

// Attack: a runnable name (or a right-to-left override hiding one) on a harmless upload, so an
// employer's browser saves "cv.hta" or "Resume_[RLO]fdp.js" (shown as "Resume_sj.pdf").
const cases: [string, () => Buffer, string, string][] = [
  ["cv.hta", samplePdf, "cv.pdf", "inline; filename=\"cv.pdf\"; filename*=UTF-8''cv.pdf"],
  [
    "Resume_\u202Efdp.js",
    samplePdf,
    "Resume_fdp.pdf",
    "inline; filename=\"Resume_fdp.pdf\"; filename*=UTF-8''Resume_fdp.pdf",
  ],
  [
    "a\u2066b\u2069c\u200E\u200F\u200B\u0007.exe",
    sampleDoc,
    "abc.doc",
    "attachment; filename=\"abc.doc\"; filename*=UTF-8''abc.doc",
  ],
  [
    "Zoë's CV (final).PDF",
    samplePdf,
    "Zoë's CV (final).pdf",
    "inline; filename=\"Zo_'s CV (final).pdf\"; filename*=UTF-8''Zo%C3%AB%27s%20CV%20%28final%29.pdf",
  ],
  ["\u202E\u200B", samplePdf, "resume.pdf", "inline; filename=\"resume.pdf\"; filename*=UTF-8''resume.pdf"],
];

describe.each(databaseKinds())("download names on %s", (kind) => {
  let t: TestApp;
  let jobId: number;
  let employerToken: string;
  const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });

  beforeAll(async () => {
    t = await createTestApp(kind);
    const employer = await accountWithSession(t.database.db, "employer");
    employerToken = employer.token;
    jobId = await postedJob(t.database.db, employer.id, { title: "Analyst" });
  });
  afterAll(() => t.close());

  it.each(cases)(
    "a profile resume uploaded as %j is stored and served as a safe name",
    async (name, bytes, stored, header) => {
      const { token } = await accountWithSession(t.database.db);
      const uploaded = await post("/api/upload_resume", {
        accessToken: token,
        fileName: name,
        resume_data: dataUrl(bytes()),
      });
      expect(uploaded.statusCode).toBe(200);
      const profile = (await post("/api/view_profile", { accessToken: token })).json();
      expect(profile.resumeName).toBe(stored);
      const download = await t.app.inject({ method: "GET", url: profile.resumeLink });
      expect(download.statusCode).toBe(200);
      expect(download.headers["content-disposition"]).toBe(header);
      // Never rendered as a page, never kept in a shared cache.
      expect(download.headers["x-content-type-options"]).toBe("nosniff");
      expect(download.headers["cache-control"]).toBe("private, no-store");
      expect(download.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
    },
  );

  it.each(cases)(
    "a resume-only application uploaded as %j reaches the employer under a safe name",
    async (name, bytes, stored, header) => {
      const applied = await post("/api/apply_for_job_resume_only", {
        jobId,
        fileName: name,
        resumeData: dataUrl(bytes()),
      });
      expect(applied.statusCode).toBe(200);
      const applicants = (await post("/api/job_applicants", { authToken: employerToken, jobId })).json();
      const latest = applicants.data.find((a: { resumeName: string }) => a.resumeName === stored);
      expect(latest).toBeDefined();
      const download = await t.app.inject({ method: "GET", url: latest.resumeLink });
      expect(download.statusCode).toBe(200);
      expect(download.headers["content-disposition"]).toBe(header);
    },
  );

  it("serves a file stored before this rule under a safe name too", async () => {
    const { token } = await accountWithSession(t.database.db);
    await post("/api/upload_resume", resumeUploadBody(token));
    const profile = (await post("/api/view_profile", { accessToken: token })).json();
    await t.database.db
      .update(storedFiles)
      .set({ originalName: "old\u202Efdp.js" })
      .where(eq(storedFiles.id, profile.resumeUrl));
    const download = await t.app.inject({ method: "GET", url: profile.resumeLink });
    expect(download.headers["content-disposition"]).toBe(
      "inline; filename=\"oldfdp.pdf\"; filename*=UTF-8''oldfdp.pdf",
    );
  });
});
