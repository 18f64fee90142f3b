import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { appSettings } from "../db/schema.ts";
import type { Db } from "./database.ts";

const SECRET_KEY = "signing_secret";

/**
 * The key that signs download links. Made once per installation and kept in the database, so
 * every instance sharing the database verifies the links of the others.
 */
export async function loadSigningSecret(db: Db): Promise<Buffer> {
  const candidate = randomBytes(32).toString("base64url");
  await db.insert(appSettings).values({ key: SECRET_KEY, value: candidate }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SECRET_KEY));
  return Buffer.from(String(row?.value ?? candidate), "base64url");
}

export interface LinkSigner {
  /** A token for `subject` valid for `ttlMs`: "<expiry seconds>.<hmac>". */
  sign(subject: string, now: Date, ttlMs?: number): string;
  /** True when the token was made for `subject` and has not expired. */
  verify(subject: string, token: string, now: Date): boolean;
}

export const DOWNLOAD_LINK_TTL_MS = 15 * 60 * 1000;

export function createLinkSigner(secret: Buffer): LinkSigner {
  const mac = (subject: string, expires: string) =>
    createHmac("sha256", secret).update(`${subject}\n${expires}`).digest("base64url");
  return {
    sign(subject, now, ttlMs = DOWNLOAD_LINK_TTL_MS) {
      const expires = String(Math.floor((now.getTime() + ttlMs) / 1000));
      return `${expires}.${mac(subject, expires)}`;
    },
    verify(subject, token, now) {
      const [expires, signature] = token.split(".");
      if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
      if (Number(expires) * 1000 <= now.getTime()) return false;
      const expected = Buffer.from(mac(subject, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
