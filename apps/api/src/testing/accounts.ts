import { randomUUID } from "node:crypto";
import { users } from "../db/schema.ts";
import { hashPassword } from "../modules/auth/passwords.ts";
import { createSession } from "../modules/auth/sessions.ts";
import type { Db } from "../platform/database.ts";

export const TEST_PASSWORD = "a perfectly fine passphrase";

/** An active account of the given role with a fresh session, straight in the database. */
export async function accountWithSession(
  db: Db,
  role: "candidate" | "employer" | "admin" = "candidate",
): Promise<{ id: string; email: string; token: string }> {
  const [user] = await db
    .insert(users)
    .values({
      email: `${role}-${randomUUID()}@example.com`,
      passwordHash: await hashPassword(TEST_PASSWORD),
      role,
      status: "active",
    })
    .returning();
  if (!user) throw new Error("no user");
  return { id: user.id, email: user.email, token: await createSession(db, user.id, new Date()) };
}
