import { describe, expect, it } from "vitest";
import { newCode, newSessionToken, sameHash, sha256 } from "./secrets.ts";

describe("secrets", () => {
  it("makes codes of exactly six digits, leading zeros kept", () => {
    const codes = Array.from({ length: 300 }, newCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    // A tenth of all codes start with 0; that none of 300 does has a chance of 2 in 10^14.
    expect(codes.some((code) => code.startsWith("0"))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(290);
  });

  it("makes 256-bit URL-safe session tokens", () => {
    const token = newSessionToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(newSessionToken()).not.toBe(token);
  });

  it("hashes with SHA-256 in hex", () => {
    expect(sha256("123456")).toBe("8d969eef6ecad3c29a3a629280e686cf0c3f5d5a86aff3ca12020c923adc6c92");
  });

  it("compares hashes of equal length only", () => {
    expect(sameHash(sha256("a"), sha256("a"))).toBe(true);
    expect(sameHash(sha256("a"), sha256("b"))).toBe(false);
    expect(sameHash(sha256("a"), sha256("a").slice(0, 62))).toBe(false);
    expect(sameHash("", "")).toBe(true);
  });
});
