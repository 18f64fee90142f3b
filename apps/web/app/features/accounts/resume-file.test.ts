import { profileMessages } from "@site/contract/api/accounts";
import { describe, expect, it } from "vitest";
import { resumeAccept, resumeFileProblem } from "./resume-file";

const file = (name: string, size: number) => new File([new Uint8Array(size)], name);

describe("resumeFileProblem", () => {
  it("accepts the six resume types up to exactly 5 MB", () => {
    expect(resumeAccept).toBe(".pdf,.doc,.docx,.odt,.rtf,.txt");
    for (const name of ["a.pdf", "b.DOC", "c.docx", "d.odt", "e.rtf", "f.txt"]) {
      expect(resumeFileProblem(file(name, 10))).toBeNull();
    }
    expect(resumeFileProblem(file("max.pdf", 5 * 1024 * 1024))).toBeNull();
  });

  it("refuses a file over 5 MB, another type, and an empty file", () => {
    expect(resumeFileProblem(file("big.pdf", 5 * 1024 * 1024 + 1))).toBe(profileMessages.fileTooLarge);
    expect(resumeFileProblem(file("setup.exe", 10))).toBe(profileMessages.unsupportedFile);
    expect(resumeFileProblem(file("resume.pdf.exe", 10))).toBe(profileMessages.unsupportedFile);
    expect(resumeFileProblem(file("empty.pdf", 0))).toBe("The file is empty. Please choose another one.");
  });
});
