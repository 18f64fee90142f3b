import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { resumeDocx, resumePdf } from "#api/testing/resume-documents.ts";
import { dataUrl, sampleDoc } from "#api/testing/sample-files.ts";
import { readResume } from "./resume-file.ts";
import { resumeText, resumeTextLimits } from "./resume-text.ts";

const lines = [
  "Grace Hopper",
  "grace.hopper@example.com | Phone: +1 (555) 010-0199",
  "Rear admiral, 1943 - 1986",
];

describe("resumeText", () => {
  it("reads the text of a PDF laid out by pdfkit", async () => {
    const file = await readResume("cv.pdf", dataUrl(await resumePdf(lines)));
    expect(file.extension).toBe("pdf");
    const text = await resumeText(file);
    for (const line of lines) expect(text).toContain(line);
  });

  it("reads the text of a Word document", async () => {
    const file = await readResume("cv.docx", dataUrl(resumeDocx(lines)));
    expect(file.extension).toBe("docx");
    expect(await resumeText(file)).toBe(`${lines.join("\n\n")}\n\n`);
  });

  it("reads plain text as it is, and nothing of a type it does not parse", async () => {
    expect(await resumeText(await readResume("cv.txt", dataUrl(Buffer.from("ada@example.com\n"))))).toBe(
      "ada@example.com\n",
    );
    expect(await resumeText(await readResume("cv.doc", dataUrl(sampleDoc())))).toBe("");
  });

  it("gives no text for a broken document, and stops a parse that runs past its deadline", async () => {
    const pdf = await resumePdf(lines);
    // A PDF cut after its header: recognised as a PDF, unreadable to pdf.js.
    const broken = await readResume("cv.pdf", dataUrl(pdf.subarray(0, 400)));
    expect(await resumeText(broken)).toBe("");
    const file = await readResume("cv.pdf", dataUrl(pdf));
    expect(await resumeText(file, { ...resumeTextLimits, timeoutMs: 1 })).toBe("");
    expect(await resumeText(file, { ...resumeTextLimits, maxChars: 5 })).toBe("Grace");
  });
});

describe("the text worker", () => {
  it("posts at most maxChars characters to the main thread, whatever the document holds", async () => {
    const worker = new Worker(new URL("./resume-text-worker.ts", import.meta.url), {
      workerData: {
        bytes: new Uint8Array(Buffer.from("a".repeat(50_000))),
        extension: "txt",
        maxPages: 3,
        maxChars: 1000,
      },
    });
    const message = await new Promise<{ text: string }>((resolve) => worker.once("message", resolve));
    await worker.terminate();
    expect(message.text).toBe("a".repeat(1000));
  });
});
