import { and, eq, gt } from "drizzle-orm";
import { signInAddresses, users } from "#api/db/schema.ts";
import type { Db } from "#api/platform/database.ts";
import { sha256 } from "./secrets.ts";

/** How long an address stays known to an account after it last proved it was the owner's. */
export const KNOWN_ADDRESS_DAYS = 90;
const DAY_MS = 24 * 3600 * 1000;

/**
 * Records that `ip` proved it is the owner's (a successful log-in, a completed password reset):
 * its log-in tries no longer count against the account's ceiling
 * (docs/decisions/055-log-in-ceiling-spares-known-addresses.md). Only a hash of the address is kept.
 */
export async function rememberSignInAddress(db: Db, userId: string, ip: string, now: Date): Promise<void> {
  await db
    .insert(signInAddresses)
    .values({ userId, addressHash: sha256(ip), lastSeenAt: now })
    .onConflictDoUpdate({
      target: [signInAddresses.userId, signInAddresses.addressHash],
      set: { lastSeenAt: now },
    });
}

/** Whether `ip` proved it is the owner's of the account with this e-mail address in the last KNOWN_ADDRESS_DAYS. */
export async function isKnownSignInAddress(db: Db, email: string, ip: string, now: Date): Promise<boolean> {
  const [found] = await db
    .select({ userId: signInAddresses.userId })
    .from(signInAddresses)
    .innerJoin(users, eq(users.id, signInAddresses.userId))
    .where(
      and(
        eq(users.email, email),
        eq(signInAddresses.addressHash, sha256(ip)),
        gt(signInAddresses.lastSeenAt, new Date(now.getTime() - KNOWN_ADDRESS_DAYS * DAY_MS)),
      ),
    )
    .limit(1);
  return found !== undefined;
}
