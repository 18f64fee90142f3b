import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountWithSession } from "#api/testing/accounts.ts";
import { dataUrl, sampleDoc, samplePdf } from "#api/testing/sample-files.ts";
import { createTestApp, type TestApp } from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";

// docs/decisions/031-one-application-per-job-and-inline-pdf.md: a PDF opens in the browser's
// viewer, everything else downloads; the headers that keep either harmless stay the same.
const safeHeaders = {
  "x-content-type-options": "nosniff",
  "cache-control": "private, no-store",
  "content-security-policy": "default-src 'none'; sandbox",
};

describe.each(databaseKinds())("how a resume opens on %s", (kind) => {
  let t: TestApp;
  const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });

  /** Uploads `bytes` as the profile's resume and downloads it through the profile's link. */
  async function uploadAndOpen(fileName: string, bytes: Buffer) {
    const { token } = await accountWithSession(t.database.db);
    const uploaded = await post("/api/upload_resume", {
      accessToken: token,
      fileName,
      resume_data: dataUrl(bytes),
    });
    expect(uploaded.statusCode).toBe(200);
    const profile = (await post("/api/view_profile", { accessToken: token })).json();
    return t.app.inject({ method: "GET", url: profile.resumeLink });
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("serves a PDF inline, still sandboxed, unsniffed and not cached", async () => {
    const pdf = samplePdf();
    const opened = await uploadAndOpen("Ada Lovelace CV.pdf", pdf);
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(pdf)).toBe(true);
    expect(opened.headers).toMatchObject({
      "content-type": "application/pdf",
      "content-disposition":
        "inline; filename=\"Ada Lovelace CV.pdf\"; filename*=UTF-8''Ada%20Lovelace%20CV.pdf",
      ...safeHeaders,
    });
  });

  it("serves a PDF uploaded under another name inline as .pdf, decided by its content", async () => {
    const opened = await uploadAndOpen("resume.html", samplePdf());
    expect(opened.headers["content-disposition"]).toBe(
      "inline; filename=\"resume.pdf\"; filename*=UTF-8''resume.pdf",
    );
  });

  it("still downloads every other type, with the same safe headers", async () => {
    const doc = await uploadAndOpen("Ada.doc", sampleDoc());
    expect(doc.headers).toMatchObject({
      "content-type": "application/msword",
      "content-disposition": "attachment; filename=\"Ada.doc\"; filename*=UTF-8''Ada.doc",
      ...safeHeaders,
    });
    // A DOC named like a PDF is still a DOC: the name never decides how a file opens.
    const disguised = await uploadAndOpen("Ada.pdf", sampleDoc());
    expect(disguised.headers["content-disposition"]).toBe(
      "attachment; filename=\"Ada.doc\"; filename*=UTF-8''Ada.doc",
    );
    const text = await uploadAndOpen("notes.txt", Buffer.from("Ada Lovelace\nAnalyst\n"));
    expect(text.headers).toMatchObject({
      "content-type": "text/plain; charset=utf-8",
      "content-disposition": "attachment; filename=\"notes.txt\"; filename*=UTF-8''notes.txt",
      ...safeHeaders,
    });
  });
});
