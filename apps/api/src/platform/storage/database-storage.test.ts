import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#api/app.ts";
import { users } from "#api/db/schema.ts";
import { createSession, hashPassword } from "#api/modules/accounts/public.ts";
import { dataUrl, samplePdf } from "#api/testing/sample-files.ts";
import { testConfig } from "#api/testing/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "#api/testing/test-database.ts";
import { withTestDatabase } from "#api/testing/with-test-database.ts";
import { type Database, openPostgres } from "../database.ts";
import { databaseStorage } from "./database-storage.ts";
import { localStorage } from "./local-storage.ts";

describe.each(databaseKinds())("files kept in the database on %s", (kind) => {
  const { db } = withTestDatabase(kind);

  it("gives back the exact bytes it was given; a deleted or missing file is undefined", async () => {
    const storage = databaseStorage(db());
    const bytes = Buffer.from([0, 1, 2, 255, 0x5c, 0x78, 0]);
    await storage.put("5a1e-bytes.pdf", bytes, "application/pdf");
    expect((await storage.get("5a1e-bytes.pdf"))?.equals(bytes)).toBe(true);
    await storage.delete("5a1e-bytes.pdf");
    expect(await storage.get("5a1e-bytes.pdf")).toBeUndefined();
    expect(await storage.get("never-stored.pdf")).toBeUndefined();
  });

  it("still reads a file kept in the folder of an older version", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "legacy-uploads-"));
    const legacy = localStorage(dir);
    await legacy.put("0ld-file.pdf", Buffer.from("old resume"), "application/pdf");
    const storage = databaseStorage(db(), legacy);
    expect((await storage.get("0ld-file.pdf"))?.toString()).toBe("old resume");
    await fs.rm(dir, { recursive: true, force: true });
  });

  it("lists for the orphan sweep only blobs older than an hour", async () => {
    const storage = (at: string) => databaseStorage(db(), undefined, () => new Date(at));
    await storage("2026-01-01T00:00:00Z").put("f1e5-recent.pdf", Buffer.from("x"), "application/pdf");
    expect(await storage(new Date().toISOString()).listKeys?.()).not.toContain("f1e5-recent.pdf");
    const later = new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString();
    expect(await storage(later).listKeys?.()).toContain("f1e5-recent.pdf");
  });
});

interface Instance {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
}

describe.runIf(process.env.TEST_DATABASE_URL)("two instances on one PostgreSQL without S3", () => {
  let shared: TestDatabase;
  const instances: Instance[] = [];
  // An instance as production starts it: its own DATA_DIR, its own pool, the same database.
  const startInstance = async (): Promise<Instance> => {
    const config = await testConfig({ DATABASE_URL: shared.url ?? "" });
    const database = await openPostgres(shared.url ?? "");
    const app = await buildApp(
      { config, database },
      { loadShedding: { maxEventLoopDelayMs: 0, sampleIntervalMs: 1000 } },
    );
    await app.ready();
    const instance = { app, database, dataDir: config.dataDir };
    instances.push(instance);
    return instance;
  };
  beforeAll(async () => {
    shared = await createTestDatabase("postgres");
  });
  afterAll(async () => {
    for (const { app, database, dataDir } of instances) {
      await app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
    await shared.dispose();
  });

  it("serves through one instance the resume uploaded through the other", async () => {
    const [first, second] = [await startInstance(), await startInstance()];
    const [user] = await shared.db
      .insert(users)
      .values({
        email: "two-instances@example.com",
        passwordHash: await hashPassword("a fine passphrase"),
        status: "active",
      })
      .returning();
    const token = await createSession(shared.db, user?.id ?? "", new Date());
    const pdf = samplePdf("Shared resume");
    const uploaded = await first?.app.inject({
      method: "POST",
      url: "/api/upload_resume",
      payload: { accessToken: token, fileName: "cv.pdf", resume_data: dataUrl(pdf) },
    });
    expect(uploaded?.statusCode).toBe(200);
    const url = uploaded?.json().url as string;
    const throughSecond = await second?.app.inject({ method: "GET", url });
    expect(throughSecond?.statusCode).toBe(200);
    expect(throughSecond?.rawPayload.equals(pdf)).toBe(true);
    const throughFirst = await first?.app.inject({ method: "GET", url });
    expect(throughFirst?.rawPayload.equals(pdf)).toBe(true);
  });
});
