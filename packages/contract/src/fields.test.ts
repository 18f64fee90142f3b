import { describe, expect, it } from "vitest";
import {
  emailField,
  jobIdField,
  pageField,
  parseJobId,
  passwordField,
  phoneField,
  resumeAccept,
  resumeTypes,
} from "./fields.ts";
import { messages } from "./messages.ts";

describe("shared field schemas", () => {
  it("normalises e-mail addresses and refuses malformed ones with the spec's message", () => {
    expect(emailField.parse("  Ada@Example.COM ")).toBe("ada@example.com");
    const result = emailField.safeParse("ada.example.com");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(messages.invalidEmail);
  });

  it("requires at least 8 password characters and keeps long passwords whole", () => {
    expect(passwordField.safeParse("short").error?.issues[0]?.message).toBe(messages.passwordTooShort);
    const long = "x".repeat(100);
    expect(passwordField.parse(long)).toHaveLength(100);
  });

  it("accepts phone numbers with punctuation and refuses letters", () => {
    expect(phoneField.parse("+1 (555) 010-2000")).toBe("+1 (555) 010-2000");
    expect(phoneField.safeParse("call me").success).toBe(false);
  });

  it("takes job ids from 1 to 2147483647, as numbers or numeric strings, with one readable message", () => {
    const jobId = jobIdField("jobId");
    expect(jobId.parse(2147483647)).toBe(2147483647);
    expect(jobId.parse("42")).toBe(42);
    for (const bad of [0, -1, 1.5, 2147483648, 3000000000, "3000000000", "abc", Number.MAX_SAFE_INTEGER]) {
      expect(jobId.safeParse(bad).error?.issues[0]?.message).toBe(
        "jobId must be a job number (a whole number from 1 to 2147483647).",
      );
    }
    expect(parseJobId("2147483647")).toBe(2147483647);
    expect(parseJobId("2147483648")).toBeNull();
    expect(parseJobId("0")).toBeNull();
    expect(parseJobId("1e3")).toBeNull();
  });

  it("pages from 1 to 100000, the first by default", () => {
    expect(pageField.parse(undefined)).toBe(1);
    expect(pageField.safeParse(0).error?.issues[0]?.message).toBe("page must be a whole number from 1.");
    expect(pageField.safeParse(100001).error?.issues[0]?.message).toBe("page must be at most 100000.");
  });

  it("lists the accepted resume types once", () => {
    expect(resumeAccept).toBe(".pdf,.doc,.docx,.odt,.rtf,.txt");
    expect(resumeTypes.pdf).toBe("application/pdf");
  });
});
