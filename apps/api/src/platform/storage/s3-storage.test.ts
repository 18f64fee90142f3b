import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#api/db/schema.ts";
import { createSession, hashPassword } from "#api/modules/accounts/public.ts";
import { dataUrl, samplePdf } from "#api/testing/sample-files.ts";
import { createTestApp, type TestApp } from "#api/testing/test-app.ts";
import { s3Storage } from "./s3-storage.ts";

describe("S3-compatible storage (against a local S3 server)", () => {
  let server: S3rver;
  let directory: string;
  let endpoint: string;
  beforeAll(async () => {
    directory = await fs.mkdtemp(path.join(os.tmpdir(), "s3rver-"));
    server = new S3rver({
      port: 0,
      address: "127.0.0.1",
      silent: true,
      directory,
      configureBuckets: [{ name: "resumes", configs: [] }],
    });
    const { port } = (await server.run()) as unknown as { port: number };
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server.close();
    await fs.rm(directory, { recursive: true, force: true });
  });
  const storage = () =>
    s3Storage({
      bucket: "resumes",
      endpoint,
      region: "us-east-1",
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });

  it("puts, gets and deletes objects; a missing object is undefined", async () => {
    const s3 = storage();
    const bytes = samplePdf();
    await s3.put("0b1d-test.pdf", bytes, "application/pdf");
    expect((await s3.get("0b1d-test.pdf"))?.equals(bytes)).toBe(true);
    await s3.delete("0b1d-test.pdf");
    expect(await s3.get("0b1d-test.pdf")).toBeUndefined();
  });

  it("refuses keys it did not generate", async () => {
    await expect(storage().put("../escape.pdf", Buffer.from("x"), "text/plain")).rejects.toThrow(
      /unsafe storage key/,
    );
  });

  describe("behind the API", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp("pglite", {}, undefined, { storage: storage() });
    });
    afterAll(() => t.close());

    it("stores an uploaded resume in the bucket and serves it back through a signed link", async () => {
      const [user] = await t.database.db
        .insert(users)
        .values({
          email: "s3@example.com",
          passwordHash: await hashPassword("a fine passphrase"),
          status: "active",
        })
        .returning();
      const token = await createSession(t.database.db, user?.id ?? "", new Date());
      const pdf = samplePdf("S3 resume");
      const uploaded = await t.app.inject({
        method: "POST",
        url: "/api/upload_resume",
        payload: { accessToken: token, fileName: "cv.pdf", resume_data: dataUrl(pdf) },
      });
      expect(uploaded.statusCode).toBe(200);
      const download = await t.app.inject({ method: "GET", url: uploaded.json().url });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(pdf)).toBe(true);
      const objects = await fs.readdir(path.join(directory, "resumes"));
      expect(objects.some((name) => name.includes(".pdf"))).toBe(true);
    });
  });
});
