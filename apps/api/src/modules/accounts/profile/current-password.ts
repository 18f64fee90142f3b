import { profileMessages } from "@site/contract/api/accounts";
import { eq } from "drizzle-orm";
import { users } from "#api/db/schema.ts";
import { FieldError } from "#api/http/errors.ts";
import type { Db } from "#api/platform/database.ts";
import type { RateLimits } from "#api/platform/rate-limit.ts";
import { verifyPassword } from "../auth/passwords.ts";
import { accountLimits } from "./account-limits.ts";

/**
 * The account, when `password` is its current password; else 400 at the password field. Every
 * check is counted first, so no session tries more than a few passwords in a quarter of an hour.
 */
export async function withCurrentPassword(db: Db, limits: RateLimits, userId: string, password: string) {
  await limits.hit("account-password", accountLimits.passwordChecks, userId);
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, password)))
    throw new FieldError(400, "password", profileMessages.wrongPassword);
  return user;
}
