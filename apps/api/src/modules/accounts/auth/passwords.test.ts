import { hash } from "@node-rs/argon2";
import { describe, expect, it } from "vitest";
import {
  commonPasswordCount,
  HASH_SLOTS,
  hashPassword,
  isCommonPassword,
  setPasswordHashCostForTests,
  verifyAgainstDummy,
  verifyPassword,
  withHashSlot,
} from "./passwords.ts";

describe("password hashing", () => {
  it("hashes with OWASP's argon2id baseline and verifies only the same password", async () => {
    const stored = await hashPassword("correct horse battery staple");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, "correct horse battery staple")).toBe(true);
    expect(await verifyPassword(stored, "correct horse battery stapler")).toBe(false);
  });

  it("verifies a hash made at the tests' minimal cost, and refuses that cost in production", async () => {
    const stored = await hashPassword("correct horse battery staple");
    const minimal = await hash("correct horse battery staple", {
      memoryCost: 8,
      timeCost: 1,
      parallelism: 1,
    });
    expect(await verifyPassword(minimal, "correct horse battery staple")).toBe(true);
    expect(await verifyPassword(minimal, "correct horse battery stapler")).toBe(false);
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    try {
      expect(() => setPasswordHashCostForTests("minimal")).toThrow(
        "The password-hash cost is fixed in production",
      );
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    expect(await hashPassword("another password")).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, "correct horse battery staple")).toBe(true);
  });

  it("hashes at argon2id's minimum cost once the tests ask for it, and at the baseline again after", async () => {
    setPasswordHashCostForTests("minimal");
    try {
      expect(await hashPassword("correct horse battery staple")).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    } finally {
      setPasswordHashCostForTests("baseline");
    }
    expect(await hashPassword("correct horse battery staple")).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/,
    );
  });

  it("answers false, not an error, for a stored hash that is no argon2 hash", async () => {
    expect(await verifyPassword("not a hash at all", "correct horse battery staple")).toBe(false);
    expect(await verifyPassword("", "")).toBe(false);
  });

  it("refuses the common passwords long enough to pass the length rule, whatever their case", () => {
    for (const common of ["password123", "PASSWORD123", "Password123", "qwertyuiop", "iloveyou"]) {
      expect(isCommonPassword(common)).toBe(true);
    }
    // "pass" is common too, but the length rule refuses it already: the list keeps only the 8+ long
    // (17,950 of zxcvbn-ts's 49,233).
    for (const fine of ["a perfectly fine passphrase", "correct horse battery staple", "pass"]) {
      expect(isCommonPassword(fine)).toBe(false);
    }
    expect(commonPasswordCount).toBe(17_950);
  });

  it("answers false for an unknown account's log-in, even with the dummy hash's own password", async () => {
    expect(await verifyAgainstDummy("correct horse battery staple")).toBe(false);
    expect(await verifyAgainstDummy("an unused password for timing equality")).toBe(false);
  });

  it("runs at most HASH_SLOTS hashes at once and serves the queue in order", async () => {
    let running = 0;
    let most = 0;
    const finished: number[] = [];
    const jobs = Array.from({ length: HASH_SLOTS + 4 }, (_, i) =>
      withHashSlot(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        finished.push(i);
        return i;
      }),
    );
    expect(await Promise.all(jobs)).toEqual(jobs.map((_, i) => i));
    expect(most).toBe(HASH_SLOTS);
    expect(finished).toEqual([...finished].sort((a, b) => a - b));
  });

  it("frees its slot when the work fails", async () => {
    await expect(withHashSlot(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    const results = await Promise.all(
      Array.from({ length: HASH_SLOTS + 1 }, (_, i) => withHashSlot(async () => i)),
    );
    expect(results).toHaveLength(HASH_SLOTS + 1);
  });
});
