import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** A session token: 32 random bytes (256 bits), URL-safe. Only its hash is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

/** A short code a person types from an e-mail: 6 digits. Attempts are limited, so 10^6 is enough. */
export function newCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, "0");
}

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}
