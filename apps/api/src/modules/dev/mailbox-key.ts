import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";

/** The cookie that remembers the mailbox key after one visit to /dev/mailbox?key=…. */
export const mailboxCookie = "dev_mailbox_key";

const digest = (value: string) => createHash("sha256").update(value).digest();

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

/** The key the request offers (query `key`, else the cookie), and whether it is the right one. */
export function offeredKey(request: FastifyRequest, key: string): { fromQuery: boolean; valid: boolean } {
  const fromQuery = (request.query as { key?: unknown } | undefined)?.key;
  const offered =
    typeof fromQuery === "string" ? fromQuery : cookieValue(request.headers.cookie, mailboxCookie);
  // Compared as digests in constant time: the answer reveals nothing about how much matched.
  const valid = offered !== undefined && timingSafeEqual(digest(offered), digest(key));
  return { fromQuery: typeof fromQuery === "string", valid };
}
