import type { RegistrationBody } from "@site/contract/api/accounts";
import { authMessages } from "@site/contract/messages";
import { profiles, users } from "#api/db/schema.ts";
import { BadRequest, Conflict } from "#api/http/errors.ts";
import { isUniqueViolation } from "#api/platform/database.ts";
import { findUserByEmail } from "./accounts.ts";
import { queueCodeMail } from "./code-mail.ts";
import type { AuthDeps } from "./deps.ts";
import { hashPassword, isCommonPassword } from "./passwords.ts";

/** Creates a pending candidate with its profile and e-mails a verification code, all in one transaction. */
export async function registerCandidate(
  deps: AuthDeps,
  input: Required<Omit<RegistrationBody, "country">> & { country?: string },
): Promise<void> {
  await createPendingCandidate(deps, input.email.trim().toLowerCase(), input.password, {
    firstName: input.first_name,
    lastName: input.last_name,
    phoneNumber: input.phone_no,
    company: input.company,
    title: input.title,
    country: input.country ?? null,
  });
}

/**
 * A pending candidate account at `email` with `profile` (empty unless given), and a mail with the
 * code that verifies the address, in one transaction: the sign-up and an admin's invitation.
 * Refuses a common password and an address that has an account.
 */
export async function createPendingCandidate(
  deps: AuthDeps,
  email: string,
  password: string,
  profile: Omit<typeof profiles.$inferInsert, "userId"> = {},
): Promise<void> {
  if (isCommonPassword(password)) throw new BadRequest(authMessages.commonPassword);
  if (await findUserByEmail(deps.db, email)) throw new Conflict(authMessages.duplicateEmail);
  const passwordHash = await hashPassword(password);
  const now = deps.now();
  try {
    await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email, passwordHash, role: "candidate", status: "pending", createdAt: now })
        .returning({ id: users.id });
      if (!user) throw new Error("insert returned no user");
      await tx.insert(profiles).values({ ...profile, userId: user.id });
      await queueCodeMail(tx, deps, { id: user.id, email }, "verify_email", now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(authMessages.duplicateEmail);
    throw error;
  }
  deps.mailQueued();
}
