import { describe, expect, it } from "vitest";
import { HASH_SLOTS, hashPassword, verifyPassword, withHashSlot } from "./passwords.ts";

describe("password hashing", () => {
  it("hashes with argon2id and verifies only the same password", async () => {
    const stored = await hashPassword("correct horse battery staple");
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored, "correct horse battery staple")).toBe(true);
    expect(await verifyPassword(stored, "correct horse battery stapler")).toBe(false);
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
