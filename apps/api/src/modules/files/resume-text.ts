import { Worker } from "node:worker_threads";
import type { ResumeFile } from "./resume-file.ts";

export interface ResumeTextLimits {
  /** The thread is stopped after this long and the resume counts as having no text. */
  timeoutMs: number;
  /** Heap of the thread; a document that needs more has no text. */
  maxHeapMb: number;
  /** Pages of a PDF that are read (contact details are on the first). */
  maxPages: number;
  /** Characters of text kept. */
  maxChars: number;
}

export const resumeTextLimits: ResumeTextLimits = {
  timeoutMs: 15_000,
  maxHeapMb: 256,
  maxPages: 3,
  maxChars: 100_000,
};

const workerUrl = new URL("./resume-text-worker.ts", import.meta.url);

/**
 * The text of a PDF (pdf.js through unpdf), DOCX (mammoth) or TXT resume; empty for other types
 * and for any document that cannot be read. Parsing runs in a worker thread with a heap limit and
 * a deadline, because the file comes from anyone: a document built to exhaust memory or loop
 * ends that thread, not the server (docs/decisions/037-hiring-pipeline.md).
 */
export function resumeText(file: ResumeFile, limits: ResumeTextLimits = resumeTextLimits): Promise<string> {
  if (!["pdf", "docx", "txt"].includes(file.extension)) return Promise.resolve("");
  return new Promise((resolve) => {
    let settled = false;
    const finish = (text: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      // The worker has cut it already; this keeps the promise whatever the thread sent.
      resolve(text.slice(0, limits.maxChars));
    };
    const worker = new Worker(workerUrl, {
      workerData: {
        bytes: new Uint8Array(file.bytes),
        extension: file.extension,
        maxPages: limits.maxPages,
        maxChars: limits.maxChars,
      },
      resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: 32 },
      stdout: true,
      stderr: true,
    });
    const timer = setTimeout(() => finish(""), limits.timeoutMs);
    worker.once("message", (message: { text?: unknown }) =>
      finish(typeof message.text === "string" ? message.text : ""),
    );
    worker.once("error", () => finish(""));
    worker.once("exit", () => finish(""));
  });
}
