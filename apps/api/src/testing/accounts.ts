import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { profiles, users } from "../db/schema.ts";
import { createSession, hashPassword, type SessionUser } from "../modules/accounts/public.ts";
import type { Db } from "../platform/database.ts";

export const TEST_PASSWORD = "correct horse battery staple";

/** A fresh e-mail address nobody has used yet. */
export const freshEmail = (prefix = "user") => `${prefix}-${randomUUID()}@example.com`;

/** The body of a sign-up (POST /api/auth/register) of Ada Lovelace, engineer, at `email`. */
export const registrationOf = (email: string, password = TEST_PASSWORD) => ({
  first_name: "Ada",
  last_name: "Lovelace",
  email,
  password,
  phone_no: "+44 20 7946 0958",
  company: "Analytical Engines Ltd",
  title: "Engineer",
});

/**
 * A password reset's second step as the reset page sends it: the e-mailed code and the new password
 * (POST /api/verifyResetPassword, whoever asked for the code).
 */
export const resetPasswordWithCode = (
  t: { app: FastifyInstance },
  email: string,
  token: string,
  newpassword: string | undefined,
) =>
  t.app.inject({
    method: "POST",
    url: "/api/verifyResetPassword",
    payload: { inputEmail: email, token, newpassword },
  });

/** An active account of the given role with a fresh session, straight in the database. */
export async function accountWithSession(
  db: Db,
  role: "candidate" | "employer" | "admin" = "candidate",
): Promise<{ id: string; email: string; token: string }> {
  const [user] = await db
    .insert(users)
    .values({
      email: freshEmail(role),
      passwordHash: await hashPassword(TEST_PASSWORD),
      role,
      status: "active",
    })
    .returning();
  if (!user) throw new Error("no user");
  return { id: user.id, email: user.email, token: await createSession(db, user.id, new Date()) };
}

/**
 * A new active account of `role` as the signed-in actor a module's function takes, for tests
 * that call the module directly (the session id is a stand-in: nothing looks it up).
 */
export async function actorOfRole(db: Db, role: "candidate" | "employer" | "admin"): Promise<SessionUser> {
  const account = await accountWithSession(db, role);
  return { sessionId: "s", userId: account.id, email: account.email, role };
}

/**
 * The people of a hiring test, each signed in: the employer who posts the job, another employer
 * (who must not see it), an admin (who sees everything) and a candidate (who sees nothing).
 */
export async function hiringCast(db: Db) {
  const [employer, otherEmployer, admin, candidate] = await Promise.all([
    accountWithSession(db, "employer"),
    accountWithSession(db, "employer"),
    accountWithSession(db, "admin"),
    accountWithSession(db, "candidate"),
  ]);
  return { employer, otherEmployer, admin, candidate };
}

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
