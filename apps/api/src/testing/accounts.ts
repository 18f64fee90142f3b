import { randomUUID } from "node:crypto";
import { profiles, users } from "../db/schema.ts";
import { hashPassword } from "../modules/auth/passwords.ts";
import type { Db } from "../platform/database.ts";

export const TEST_PASSWORD = "correct horse battery staple";

/** A fresh e-mail address nobody has used yet. */
export const freshEmail = (prefix = "user") => `${prefix}-${randomUUID()}@example.com`;

/** An account as registration + verification would leave it (set up directly, to save the mail round trip). */
export async function createAccount(
  db: Db,
  email = freshEmail(),
  options: {
    password?: string;
    role?: "candidate" | "employer" | "admin";
    status?: "pending" | "active";
  } = {},
): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(options.password ?? TEST_PASSWORD),
      role: options.role ?? "candidate",
      status: options.status ?? "active",
      createdAt: new Date(),
    })
    .returning({ id: users.id });
  if (!user) throw new Error("insert returned no user");
  await db.insert(profiles).values({ userId: user.id, firstName: "Ada" });
  return email;
}
