import type { RegistrationBody } from "@site/contract/api/accounts";
import { authMessages } from "@site/contract/messages";
import { profiles, users } from "#api/db/schema.ts";
import { BadRequest, Conflict } from "#api/http/errors.ts";
import { isUniqueViolation } from "#api/platform/database.ts";
import { enqueueMail } from "#api/platform/mail/outbox.ts";
import { verificationCodeMail } from "../mail/verification-code.ts";
import { findUserByEmail } from "./accounts.ts";
import type { AuthDeps } from "./deps.ts";
import { issueCode } from "./one-time-codes.ts";
import { hashPassword, isCommonPassword } from "./passwords.ts";

/** Creates a pending candidate with its profile and e-mails a verification code, all in one transaction. */
export async function registerCandidate(
  deps: AuthDeps,
  input: Required<Omit<RegistrationBody, "country">> & { country?: string },
): Promise<void> {
  if (isCommonPassword(input.password)) throw new BadRequest(authMessages.commonPassword);
  const email = input.email.trim().toLowerCase();
  if (await findUserByEmail(deps.db, email)) throw new Conflict(authMessages.duplicateEmail);
  const passwordHash = await hashPassword(input.password);
  const now = deps.now();
  try {
    await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email, passwordHash, role: "candidate", status: "pending", createdAt: now })
        .returning({ id: users.id });
      if (!user) throw new Error("insert returned no user");
      await tx.insert(profiles).values({
        userId: user.id,
        firstName: input.first_name,
        lastName: input.last_name,
        phoneNumber: input.phone_no,
        company: input.company,
        title: input.title,
        country: input.country ?? null,
      });
      const code = await issueCode(tx, user.id, "verify_email", now);
      await enqueueMail(
        tx,
        { to: email, ...verificationCodeMail({ email, code, baseUrl: deps.publicBaseUrl }) },
        now,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(authMessages.duplicateEmail);
    throw error;
  }
  deps.mailQueued();
}
