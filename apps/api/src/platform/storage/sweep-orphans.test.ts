import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedFiles } from "#api/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "#api/testing/test-database.ts";
import { localStorage } from "./local-storage.ts";
import { sweepOrphanFiles } from "./sweep-orphans.ts";

describe("orphan files after a killed upload", () => {
  let database: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "uploads-"));
  });
  afterAll(async () => {
    await database.dispose();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it("are removed at start; files that rows refer to stay", async () => {
    const storage = localStorage(dir);
    await storage.put("0a0a-kept.pdf", Buffer.from("%PDF kept"), "application/pdf");
    await database.db.insert(storedFiles).values({
      storageKey: "0a0a-kept.pdf",
      originalName: "kept.pdf",
      contentType: "application/pdf",
      sizeBytes: 9,
    });
    // Killed after the bytes were written but before the row was committed:
    await storage.put("0b0b-orphan.pdf", Buffer.from("%PDF orphan"), "application/pdf");
    // Killed in the middle of writing:
    await fs.writeFile(path.join(dir, ".1234-half.part"), "half");

    expect(await sweepOrphanFiles(database.db, storage)).toEqual({ removed: 2 });
    expect((await fs.readdir(dir)).sort()).toEqual(["0a0a-kept.pdf"]);
  });
});
