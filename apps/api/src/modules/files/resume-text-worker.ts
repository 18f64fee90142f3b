// Runs in a worker thread of its own (resume-text.ts): a hostile document that exhausts memory or
// time ends this thread, never the server. Plain, type-strippable TypeScript, so Node runs it as
// it is (no loader in worker threads).
import { parentPort, workerData } from "node:worker_threads";
import mammoth from "mammoth";
import { getDocumentProxy } from "unpdf";

interface Job {
  bytes: Uint8Array;
  extension: string;
  maxPages: number;
  maxChars: number;
}

async function pdfText(bytes: Uint8Array, maxPages: number): Promise<string> {
  // No fonts (only the text matters here) and no warnings on the console.
  const pdf = await getDocumentProxy(bytes, { disableFontFace: true, verbosity: 0 });
  const pages: string[] = [];
  for (let number = 1; number <= Math.min(pdf.numPages, maxPages); number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(
      content.items.map((item) => ("str" in item ? `${item.str}${item.hasEOL ? "\n" : " "}` : "")).join(""),
    );
  }
  return pages.join("\n");
}

async function textOf({ bytes, extension, maxPages, maxChars }: Job): Promise<string> {
  if (extension === "pdf") return pdfText(bytes, maxPages);
  if (extension === "docx") return (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;
  // A character takes at most 4 bytes of UTF-8: the rest of the file cannot be in the kept text.
  if (extension === "txt") return new TextDecoder().decode(bytes.subarray(0, maxChars * 4));
  return "";
}

const job = workerData as Job;
// Cut here, not on the main thread: copying an unbounded text to it would cost it that much time.
textOf(job).then(
  (text) => parentPort?.postMessage({ text: text.slice(0, job.maxChars) }),
  () => parentPort?.postMessage({ text: "" }),
);
