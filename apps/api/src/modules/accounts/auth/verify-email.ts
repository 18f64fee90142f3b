import { and, eq } from "drizzle-orm";
import { users } from "#api/db/schema.ts";
import { findUserByEmail } from "./accounts.ts";
import type { AuthDeps } from "./deps.ts";
import { consumeCode } from "./one-time-codes.ts";

/**
 * Activates a pending account whose owner typed the e-mailed code, and answers its id when this
 * call is the one that activated it (the caller then signs the person in: decision 091). An
 * address that is already verified gets the same answer as an unknown one, so the call cannot be
 * used to probe for accounts; its code was used, so an old link never signs anyone in again.
 */
export async function verifyEmail(deps: AuthDeps, email: string, code: string): Promise<string | null> {
  const found = await findUserByEmail(deps.db, email);
  const user = found?.status === "pending" ? found : undefined;
  // Not inside a transaction: a wrong try must stay counted when this call fails.
  await consumeCode(deps.db, user?.id, "verify_email", code, deps.now());
  if (!user) return null;
  const [activated] = await deps.db
    .update(users)
    .set({ status: "active" })
    .where(and(eq(users.id, user.id), eq(users.status, "pending")))
    .returning({ id: users.id });
  return activated?.id ?? null;
}
