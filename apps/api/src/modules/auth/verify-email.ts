import { authMessages } from "@site/contract/messages";
import { and, eq } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import { BadRequest } from "../../http/errors.ts";
import { findUserByEmail } from "./accounts.ts";
import type { AuthDeps } from "./deps.ts";
import { consumeCode } from "./one-time-codes.ts";

/** Activates a pending account whose owner typed the e-mailed code. */
export async function verifyEmail(deps: AuthDeps, email: string, code: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (user && user.status !== "pending") throw new BadRequest(authMessages.alreadyVerified);
  // Not inside a transaction: a wrong try must stay counted when this call fails.
  await consumeCode(deps.db, user?.id, "verify_email", code, deps.now());
  if (user) {
    await deps.db
      .update(users)
      .set({ status: "active" })
      .where(and(eq(users.id, user.id), eq(users.status, "pending")));
  }
}
