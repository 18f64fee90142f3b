import { describe, expect, it } from "vitest";
import { contentDisposition, dispositionOfType, extensionOfType, safeFileName } from "./download-name.ts";

// Unit cases of the stored-name rules (docs/decisions/010-safe-file-names-and-third-party-mail.md);
// download-names.test.ts drives the same rules through upload and download.
describe("safeFileName", () => {
  it.each([
    ["cv.hta", "pdf", "cv.pdf"],
    ["report.final.DOCX", "docx", "report.final.docx"],
    ["no extension", "txt", "no extension.txt"],
    // A leading dot is part of the name, not an extension: ".profile" keeps "profile".
    [".profile", "pdf", "profile.pdf"],
    ["a/b\\c.pdf", "pdf", "a_b_c.pdf"],
    ['a"b<c>d:e|f?g*h.pdf', "pdf", "a_b_c_d_e_f_g_h.pdf"],
    ["a \t\n b.pdf", "pdf", "a b.pdf"],
    ["  . name . .pdf", "pdf", "name.pdf"],
    ["\u202Eabc\u200B\u2028\u2029\u0000\u007F.pdf", "pdf", "abc.pdf"],
    // NFC: "e" + combining acute becomes the single character é.
    ["Cafe\u0301.pdf", "pdf", "Caf\u00e9.pdf"],
    ["", "txt", "resume.txt"],
    ["...", "txt", "resume.txt"],
    ["con.pdf", "pdf", "con_.pdf"],
    ["COM1.pdf", "pdf", "COM1_.pdf"],
    ["lpt9.doc", "doc", "lpt9_.doc"],
    ["Aux", "pdf", "Aux_.pdf"],
    ["console.pdf", "pdf", "console.pdf"],
    ["xnul.pdf", "pdf", "xnul.pdf"],
  ])("%j stored as %s is %j", (uploaded, extension, expected) => {
    expect(safeFileName(uploaded, extension)).toBe(expected);
  });

  it("keeps at most 100 characters of the name, counting an emoji as one", () => {
    expect(safeFileName(`${"a".repeat(150)}.pdf`, "pdf")).toBe(`${"a".repeat(100)}.pdf`);
    expect(safeFileName(`${"😀".repeat(101)}.pdf`, "pdf")).toBe(`${"😀".repeat(100)}.pdf`);
  });

  it("drops the dots and spaces that cutting at 100 characters leaves at the end", () => {
    expect(safeFileName(`${"a".repeat(98)}. b.pdf`, "pdf")).toBe(`${"a".repeat(98)}.pdf`);
  });
});

describe("contentDisposition", () => {
  it("gives an ASCII fallback and the exact UTF-8 name", () => {
    expect(contentDisposition("Zoë (1).pdf")).toBe(
      "attachment; filename=\"Zo_ (1).pdf\"; filename*=UTF-8''Zo%C3%AB%20%281%29.pdf",
    );
  });

  it("encodes the characters RFC 8187 leaves out of a value, in upper-case hex", () => {
    expect(contentDisposition("it's!*.pdf")).toBe(
      "attachment; filename=\"it's!*.pdf\"; filename*=UTF-8''it%27s%21%2A.pdf",
    );
  });

  it("keeps quotes, backslashes and percent signs out of the quoted fallback", () => {
    expect(contentDisposition('100% "a\\b".pdf')).toBe(
      "attachment; filename=\"100_ _a_b_.pdf\"; filename*=UTF-8''100%25%20%22a%5Cb%22.pdf",
    );
  });
});

describe("extensionOfType", () => {
  it.each([
    ["application/pdf", "pdf"],
    ["application/msword", "doc"],
    ["text/plain; charset=utf-8", "txt"],
    ["image/png", "bin"],
    ["", "bin"],
  ])("%j is .%s", (contentType, extension) => {
    expect(extensionOfType(contentType)).toBe(extension);
  });
});

describe("dispositionOfType", () => {
  it("opens a PDF in the browser and downloads every other resume type", () => {
    expect(dispositionOfType("application/pdf")).toBe("inline");
    for (const type of [
      "application/msword",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "application/vnd.oasis.opendocument.text",
      "application/rtf",
      "text/plain; charset=utf-8",
      "",
    ]) {
      expect(dispositionOfType(type)).toBe("attachment");
    }
  });
});
