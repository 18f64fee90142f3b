import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLinkSigner, loadSigningSecret } from "#api/platform/signing.ts";
import { accountWithSession } from "#api/testing/accounts.ts";
import { resumeUploadBody } from "#api/testing/applying.ts";
import { createTestApp, type TestApp } from "#api/testing/test-app.ts";
import { databaseKinds } from "#api/testing/test-database.ts";

const expired = {
  message: "This link has expired or is not valid. Open the profile again for a new link.",
  code: "forbidden",
};
const missing = { message: "The file no longer exists.", code: "not_found" };

// GET /api/viewAttachment/{token}/{fileId}: only a valid signed link (15 minutes) opens a file,
// and a file whose row or bytes are gone answers 404 in words, never a 500.
describe.each(databaseKinds())("download links on %s", (kind) => {
  let t: TestApp;
  let clockOffsetMs = 0;
  const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });
  const get = (url: string) => t.app.inject({ method: "GET", url });
  /** A profile with a resume, and its download link. */
  async function uploaded(): Promise<{ link: string; token: string; fileId: string }> {
    const { token } = await accountWithSession(t.database.db);
    const upload = await post("/api/upload_resume", resumeUploadBody(token));
    expect(upload.statusCode).toBe(200);
    const link = (await post("/api/view_profile", { accessToken: token })).json().resumeLink as string;
    const [, signed, fileId] = /^\/api\/viewAttachment\/([^/]+)\/([^/]+)$/.exec(link) ?? [];
    return { link, token: signed ?? "", fileId: fileId ?? "" };
  }

  beforeAll(async () => {
    t = await createTestApp(kind, {}, undefined, { clock: () => new Date(Date.now() + clockOffsetMs) });
  });
  afterAll(() => t.close());

  it("opens a file for 15 minutes, then refuses the link", async () => {
    const { link } = await uploaded();
    expect((await get(link)).statusCode).toBe(200);
    clockOffsetMs = 14 * 60 * 1000;
    try {
      expect((await get(link)).statusCode).toBe(200);
      clockOffsetMs = 16 * 60 * 1000;
      const late = await get(link);
      expect(late.statusCode).toBe(403);
      expect(late.json()).toEqual(expired);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it("refuses a token of another file, a changed token and an id that is no file id", async () => {
    const mine = await uploaded();
    const other = await uploaded();
    for (const url of [
      `/api/viewAttachment/${other.token}/${mine.fileId}`,
      `/api/viewAttachment/${mine.token}x/${mine.fileId}`,
      `/api/viewAttachment/${mine.token}/not-a-file-id`,
    ]) {
      const refused = await get(url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual(expired);
    }
  });

  it("answers 404 in words for a file whose bytes are gone", async () => {
    const { link } = await uploaded();
    const uploads = path.join(t.config.dataDir, "uploads");
    for (const name of await fs.readdir(uploads)) await fs.rm(path.join(uploads, name), { force: true });
    const gone = await get(link);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual(missing);
  });

  it("answers 404 in words for a well-signed link to a file that was never stored", async () => {
    const signer = createLinkSigner(await loadSigningSecret(t.database.db));
    const unknown = randomUUID();
    const never = await get(`/api/viewAttachment/${signer.sign(unknown, new Date())}/${unknown}`);
    expect(never.statusCode).toBe(404);
    expect(never.json()).toEqual(missing);
  });
});
