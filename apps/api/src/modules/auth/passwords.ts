import { hash, verify } from "@node-rs/argon2";
import { PASSWORD_MIN_LENGTH } from "@site/contract/constants";
import { dictionary } from "@zxcvbn-ts/language-common";

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane). @node-rs/argon2 hashes with argon2id by default.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
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
const common = new Set(
  (dictionary["passwords-common"] as string[]).filter((password) => password.length >= PASSWORD_MIN_LENGTH),
);

export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}

export const commonPasswordCount = common.size;
