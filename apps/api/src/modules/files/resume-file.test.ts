import { describe, expect, it } from "vitest";
import { resumeDocx, resumeOdt } from "#api/testing/resume-documents.ts";
import { dataUrl, sampleDoc, sampleElf, samplePdf } from "#api/testing/sample-files.ts";
import { decodeDataUrl, detectResumeType, readResume } from "./resume-file.ts";

/** The status and message a call was refused with, or "accepted". */
async function outcome(call: () => unknown): Promise<string> {
  try {
    await call();
    return "accepted";
  } catch (error) {
    const { statusCode, message } = error as { statusCode?: number; message: string };
    return `${statusCode} ${message}`;
  }
}

const broken = "400 The file could not be read: send it as a base64 data URL.";
const tooLarge = "413 The resume must be at most 5 MB.";
const unsupported = "415 Unsupported file type: upload a PDF, DOC, DOCX, ODT, RTF or TXT file.";
const pathInName = "400 The file name must not contain a path.";
const FIVE_MB = 5 * 1024 * 1024;

describe("decodeDataUrl", () => {
  it.each([
    ["data:application/pdf;base64,QUJD", "ABC"],
    ["data:;base64,QUJD", "ABC"],
    ["data:text/plain;charset=utf-8;base64,QUI=", "AB"],
    ["  data:;base64,QU\n JD\t ", "ABC"],
    ["data:;base64,QQ==", "A"],
  ])("reads %j", (url, text) => {
    expect(decodeDataUrl(url).toString("latin1")).toBe(text);
  });

  it.each([
    "QUJD",
    "data:text/plain,ABC",
    "data:;base64,",
    "data:;base64,QUJ",
    "data:;base64,QU*D",
    "data:;base64,====",
    "data:;base64,QQ=A",
    "xdata:;base64,QUJD",
    "data:;base64x,QUJD",
  ])("refuses %j as unreadable", async (url) => {
    expect(await outcome(() => decodeDataUrl(url))).toBe(broken);
  });

  it("accepts exactly 5 MB whatever the padding, and refuses one byte more", async () => {
    // 5 MB leaves 2 bytes over whole base64 groups (one "="), 5 MB - 1 leaves 1 (two "="), 5 MB + 1 none.
    for (const size of [FIVE_MB, FIVE_MB - 1, FIVE_MB - 2]) {
      expect(decodeDataUrl(dataUrl(Buffer.alloc(size, 1))).length).toBe(size);
    }
    for (const size of [FIVE_MB + 1, FIVE_MB + 2, FIVE_MB + 3]) {
      expect(await outcome(() => decodeDataUrl(dataUrl(Buffer.alloc(size, 1))))).toBe(tooLarge);
    }
  });
});

describe("detectResumeType", () => {
  it.each([
    ["a PDF", samplePdf(), "pdf", "application/pdf"],
    ["a Word 97 file", sampleDoc(), "doc", "application/msword"],
    [
      "a Word document (DOCX)",
      resumeDocx(["Ada Lovelace"]),
      "docx",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ],
    [
      "an OpenDocument text (ODT)",
      resumeOdt(["Ada Lovelace"]),
      "odt",
      "application/vnd.oasis.opendocument.text",
    ],
    ["an RTF file", Buffer.from("{\\rtf1\\ansi Ada}"), "rtf", "application/rtf"],
    ["UTF-8 text", Buffer.from("Ada Lovelace, analyst — résumé"), "txt", "text/plain; charset=utf-8"],
  ])("recognises %s by its content", async (_, bytes, extension, contentType) => {
    expect(await detectResumeType(bytes)).toEqual({ extension, contentType });
  });

  it.each([
    ["an executable", sampleElf()],
    ["a PNG image", Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex")],
    ["an OLE file without a Word stream", Buffer.concat([sampleDoc().subarray(0, 8), Buffer.alloc(2040)])],
    ["text with a NUL byte", Buffer.from("Ada\u0000Lovelace")],
    ["bytes that are not UTF-8", Buffer.from([0x41, 0xc3, 0x28, 0x41])],
  ])("refuses %s", async (_, bytes) => {
    expect(await outcome(() => detectResumeType(bytes))).toBe(unsupported);
  });
});

describe("readResume", () => {
  it("gives the bytes, the type found in them and the safe name", async () => {
    const pdf = samplePdf();
    expect(await readResume("cv.hta", dataUrl(pdf))).toEqual({
      bytes: pdf,
      name: "cv.pdf",
      extension: "pdf",
      contentType: "application/pdf",
    });
  });

  it.each(["../cv.pdf", "dir/cv.pdf", "dir\\cv.pdf", "cv..pdf"])("refuses the name %j", async (name) => {
    expect(await outcome(() => readResume(name, dataUrl(samplePdf())))).toBe(pathInName);
  });
});
