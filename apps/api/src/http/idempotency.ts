import { createHmac } from "node:crypto";
import { httpMessages } from "@site/contract/messages";
import { and, eq, lt } from "drizzle-orm";
import { idempotencyKeys } from "../db/schema.ts";
import type { Db } from "../platform/database.ts";
import { BadRequest, Conflict, HttpError } from "./errors.ts";

/** How long a key and its first answer are kept. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a repeat waits for the first request of its key to finish before answering 409. */
const WAIT_FOR_FIRST_MS = 15_000;
const POLL_MS = 50;
/** A visible-ASCII key of at most 255 characters (a UUID, typically); nothing else is stored. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export interface IdempotentCall {
  /** `session:<id>` for a signed-in caller, else `ip:<address>`. */
  scope: string;
  endpoint: string;
  key: string;
  body: unknown;
}

/** What to do with a call that carries a key: run it (and record its answer), or answer the first one again. */
export type IdempotencyClaim =
  | { kind: "run"; complete(status: number, body: unknown): Promise<void>; release(): Promise<void> }
  | { kind: "replay"; status: number; body: unknown };

export interface IdempotencyStore {
  claim(call: IdempotentCall): Promise<IdempotencyClaim>;
}

/** The Idempotency-Key header, checked; undefined when the call has none. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || !KEY_PATTERN.test(key)) throw new BadRequest(httpMessages.idempotencyKeyInvalid);
  return key;
}

class KeyReused extends HttpError {
  constructor() {
    super(422, httpMessages.idempotencyKeyReused);
  }
}

/**
 * Keys and first answers in the idempotency_keys table (docs/decisions/061-idempotency-keys.md).
 * The primary key (scope, endpoint, key) lets exactly one of concurrent repeats insert the row and
 * run; the others wait for its answer. Only a 2xx answer is kept: a refusal wrote nothing, so the
 * key is let go and a retry runs again. Bodies are compared by an HMAC under the site's secret,
 * never stored (a registration's body holds a password).
 */
export function createIdempotencyStore(db: Db, secret: Buffer, now: () => Date): IdempotencyStore {
  // A key of its own, derived from the site's secret, so no two uses share one.
  const hmacKey = createHmac("sha256", secret).update("idempotency-keys").digest();
  const hashOf = (body: unknown) =>
    createHmac("sha256", hmacKey)
      .update(JSON.stringify(body) ?? "")
      .digest("hex");
  const rowOf = (call: IdempotentCall) =>
    and(
      eq(idempotencyKeys.scope, call.scope),
      eq(idempotencyKeys.endpoint, call.endpoint),
      eq(idempotencyKeys.key, call.key),
    );

  const claim = async (call: IdempotentCall): Promise<IdempotencyClaim> => {
    const requestHash = hashOf(call.body);
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const at = now();
      // Expired keys are free again; the index on expires_at makes this cheap when there are none.
      await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, at));
      const [inserted] = await db
        .insert(idempotencyKeys)
        .values({
          scope: call.scope,
          endpoint: call.endpoint,
          key: call.key,
          requestHash,
          createdAt: at,
          expiresAt: new Date(at.getTime() + IDEMPOTENCY_TTL_MS),
        })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (inserted) {
        return {
          kind: "run",
          complete: async (status, body) => {
            await db
              .update(idempotencyKeys)
              .set({ statusCode: status, responseBody: body ?? null })
              .where(rowOf(call));
          },
          release: async () => {
            await db.delete(idempotencyKeys).where(rowOf(call));
          },
        };
      }
      const [first] = await db.select().from(idempotencyKeys).where(rowOf(call));
      // Gone between the insert and the select: the first request failed and let the key go.
      if (!first) continue;
      if (first.requestHash !== requestHash) throw new KeyReused();
      if (first.statusCode !== null)
        return { kind: "replay", status: first.statusCode, body: first.responseBody };
      if (Date.now() > deadline) throw new Conflict(httpMessages.idempotencyKeyInProgress);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  };
  return { claim };
}
