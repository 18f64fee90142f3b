import { createRequire } from "node:module";
import os from "node:os";
import { hash, verify } from "@node-rs/argon2";
import { PASSWORD_MIN_LENGTH } from "@site/contract/constants";
import { awayFromDatabase } from "#api/platform/fair-queue.ts";

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane). @node-rs/argon2 hashes with argon2id by default.
const baseline = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
let options = baseline;

/**
 * For test apps only (testing/test-app.ts sets "minimal"): argon2id's minimum cost (8 KiB, 1 pass),
 * so the hundreds of accounts the API tests create do not each burn 19 MiB and tens of
 * milliseconds of CPU. Verifying reads the cost from the stored hash, so both kinds keep working.
 * Tests of hashing itself (passwords.test.ts, the timing test in asvs.test.ts) use "baseline".
 * See docs/decisions/015-fast-ci.md.
 */
export function setPasswordHashCostForTests(cost: "minimal" | "baseline"): void {
  if (process.env.NODE_ENV === "production") throw new Error("The password-hash cost is fixed in production");
  options = cost === "minimal" ? { memoryCost: 8, timeCost: 1, parallelism: 1 } : baseline;
  dummyHash = undefined;
}

/**
 * Hashing is slow on purpose (~19 MiB and tens of milliseconds of CPU each). Left alone, a burst
 * of log-ins fills every libuv thread and every core, and all other requests wait behind it.
 * At most (cores - 1) hashes run at once, so a core stays free for everything else; the
 * others queue here, in order.
 */
export const HASH_SLOTS = Math.max(1, os.availableParallelism() - 1);
let running = 0;
const waiting: (() => void)[] = [];

export async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/**
 * On PGlite a request waiting for a hash slot, or hashing, gives its place on the database to the
 * next request meanwhile (docs/decisions/027-pglite-under-load.md).
 */
export function hashPassword(password: string): Promise<string> {
  return awayFromDatabase(() => withHashSlot(() => hash(password, options)));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await awayFromDatabase(() => withHashSlot(() => verify(passwordHash, password)));
  } catch {
    return false;
  }
}

// A real hash to verify against when the account does not exist, so both cases take as long.
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("an unused password for timing equality");
  await verifyPassword(await dummyHash, password);
  return false;
}

// The 49,000 most common passwords of zxcvbn-ts; only those long enough to pass the length rule matter.
// Unpacking the list takes a noticeable part of a start, and only a new password needs it: it is
// loaded at the first check (docs/decisions/081-start-fast-refuse-fast.md).
let common: Set<string> | undefined;

/** How many passwords the list holds once loaded (by the first `isCommonPassword`); 0 before. */
export let commonPasswordCount = 0;

function commonPasswords(): Set<string> {
  if (!common) {
    const { dictionary } = createRequire(import.meta.url)(
      "@zxcvbn-ts/language-common",
    ) as typeof import("@zxcvbn-ts/language-common");
    common = new Set(
      (dictionary["passwords-common"] as string[]).filter(
        (password) => password.length >= PASSWORD_MIN_LENGTH,
      ),
    );
    commonPasswordCount = common.size;
  }
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
