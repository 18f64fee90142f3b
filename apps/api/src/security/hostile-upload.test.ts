import type { AddressInfo } from "node:net";
import { RESUME_MAX_BYTES } from "@site/contract/fields";
import { eq } from "drizzle-orm";
import { strToU8, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications } from "../db/schema.ts";
import { applying } from "../testing/applying.ts";
import { docxWithBody, resumeDocx } from "../testing/resume-documents.ts";
import { dataUrl, samplePdf } from "../testing/sample-files.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { databaseKinds } from "../testing/test-database.ts";

const letters = (count: number) => "a".repeat(count);
const zipOfZips = (depth: number): Uint8Array =>
  depth === 0 ? strToU8(letters(1000)) : zipSync({ [`level-${depth}.zip`]: zipOfZips(depth - 1) });

/**
 * Resumes built to make the server work: each is applied with, without a typed e-mail (so the
 * server reads the resume's text for the applicant's address and phone), and must not hold up
 * any other request (docs/decisions/053-linear-scanning-of-untrusted-text.md).
 */
const hostile: { name: string; fileName: string; bytes: () => Buffer | Promise<Buffer>; status: number }[] = [
  // The attack of issue 27: no @ in 100,000 letters; the old e-mail pattern took quadratic time.
  {
    name: "TXT of 100,000 letters",
    fileName: "cv.txt",
    bytes: () => Buffer.from(letters(100_000)),
    status: 200,
  },
  {
    name: "DOCX of 100,000 letters",
    fileName: "cv.docx",
    bytes: () => resumeDocx([letters(100_000)]),
    status: 200,
  },
  {
    name: "PDF of 100,000 letters",
    fileName: "cv.pdf",
    // One line in a tiny font, so that it fits on the page and is read as one run of letters.
    bytes: () => samplePdf(letters(100_000), 0.005),
    status: 200,
  },
  {
    name: "TXT of 100,000 near-addresses and near-numbers",
    fileName: "cv.txt",
    bytes: () => Buffer.from(`${"a.".repeat(20_000)}${"a@".repeat(20_000)}${"1 (".repeat(20_000)}`),
    status: 200,
  },
  {
    name: "TXT of 5 MB of letters (the size limit)",
    fileName: "cv.txt",
    bytes: () => Buffer.from(letters(RESUME_MAX_BYTES)),
    status: 200,
  },
  {
    name: "DOCX of 40 MB of letters zipped to a few KB",
    fileName: "cv.docx",
    bytes: () => docxWithBody(`<w:p><w:r><w:t>${letters(40_000_000)}</w:t></w:r></w:p>`),
    status: 200,
  },
  {
    name: "DOCX of 100,000 nested elements",
    fileName: "cv.docx",
    bytes: () => docxWithBody(`${"<w:p>".repeat(100_000)}${letters(10)}${"</w:p>".repeat(100_000)}`),
    status: 200,
  },
  {
    name: "ZIP nested 50 levels deep",
    fileName: "cv.docx",
    bytes: () => Buffer.from(zipOfZips(50)),
    status: 415,
  },
];

describe.each(databaseKinds())("a hostile resume cannot stall the server on %s", (kind) => {
  let t: TestApp;
  let base: string;
  const { newJob } = applying(() => t, 27);

  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  /**
   * The longest wait from one /api/health answer to the next while `work` runs (client and server
   * share this process, so a stall of the server's thread delays the next answer by as long).
   */
  async function worstHealthGap<T>(work: Promise<T>): Promise<{ worst: number; probes: number; result: T }> {
    let done = false;
    const tracked = work.finally(() => {
      done = true;
    });
    let last = performance.now();
    let worst = 0;
    let probes = 0;
    while (!done) {
      const health = await fetch(`${base}/api/health`);
      expect(health.status).toBe(200);
      const now = performance.now();
      worst = Math.max(worst, now - last);
      last = now;
      probes += 1;
    }
    return { worst: Math.max(worst, performance.now() - last), probes, result: await tracked };
  }

  it.each(hostile)(
    "$name: /api/health answers within 1 s throughout",
    async ({ name, fileName, bytes, status }) => {
      const jobId = await newJob();
      // Encoded before the clock starts: the client's work is not the server's stall.
      const body = JSON.stringify({ jobId, fileName, resume_data: dataUrl(await bytes()) });
      const { worst, probes, result } = await worstHealthGap(
        fetch(`${base}/api/apply_for_job_resume_only`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
        }).then(async (answer) => ({ status: answer.status, body: await answer.text() })),
      );
      console.log(`${kind} · ${name}: ${probes} health answers, longest wait ${worst.toFixed(1)} ms`);
      expect(result.status, result.body).toBe(status);
      if (status === 200) {
        // Stored, with no address or phone made up from the letters.
        const [stored] = await t.database.db.select().from(applications).where(eq(applications.jobId, jobId));
        expect(stored?.applicantEmail).toBe("");
        expect(stored?.applicantPhone).toBe("");
      }
      expect(worst).toBeLessThan(1000);
    },
  );
});
