import { authMessages } from "@site/contract/messages";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import { BadRequest } from "../../http/errors.ts";
import { findUserByEmail } from "./accounts.ts";
import type { AuthDeps } from "./deps.ts";
import { consumeCode } from "./one-time-codes.ts";
import { revokeAllSessions } from "./sessions.ts";

/** Step two: the e-mailed code applies the new password and ends every session of the account. */
export async function verifyPasswordReset(deps: AuthDeps, email: string, code: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  const now = deps.now();
  // Outside the transaction: a wrong try must stay counted when this call fails.
  const payload = await consumeCode(deps.db, user?.id, "reset_password", code, now);
  if (!user || !payload.passwordHash) throw new BadRequest(authMessages.invalidToken);
  const passwordHash = payload.passwordHash;
  await deps.db.transaction(async (tx) => {
    // The code proves the owner reads this mailbox, so a pending account becomes active too.
    const status = user.status === "pending" ? "active" : user.status;
    await tx.update(users).set({ passwordHash, status }).where(eq(users.id, user.id));
    await revokeAllSessions(tx, user.id, now);
  });
}
