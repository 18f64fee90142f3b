import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { localStorage } from "#api/platform/storage/local-storage.ts";
import type { FileStorage } from "#api/platform/storage/storage.ts";
import { samplePdf } from "#api/testing/sample-files.ts";
import type { ResumeFile } from "./resume-file.ts";
import { storeFile } from "./store-file.ts";

describe("storeFile", () => {
  let dir: string;
  let storage: FileStorage;
  const pdf = samplePdf();
  const file: ResumeFile = { bytes: pdf, name: "cv.pdf", extension: "pdf", contentType: "application/pdf" };

  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "store-file-"));
    storage = localStorage(dir);
  });
  afterEach(() => fs.rm(dir, { recursive: true, force: true }));

  it("writes the bytes under a new key with the type's extension, then hands the row to record", async () => {
    const rows: unknown[] = [];
    const answer = await storeFile(storage, file, async (row) => {
      rows.push(row);
      return "recorded";
    });
    expect(answer).toBe("recorded");
    const keys = await fs.readdir(dir);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(rows).toEqual([
      { storageKey: keys[0], originalName: "cv.pdf", contentType: "application/pdf", sizeBytes: pdf.length },
    ]);
    expect((await storage.get(keys[0] ?? ""))?.equals(pdf)).toBe(true);
  });

  it("removes the bytes again and passes the error on when the row cannot be recorded", async () => {
    const failure = new Error("the transaction failed");
    await expect(
      storeFile(storage, file, async () => {
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await fs.readdir(dir)).toEqual([]);
  });
});
