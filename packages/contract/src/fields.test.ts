import { describe, expect, it } from "vitest";
import { emailField, passwordField, phoneField } from "./fields.ts";
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
});
