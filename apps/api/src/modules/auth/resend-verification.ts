import { enqueueMail } from "../../platform/mail/outbox.ts";
import { verificationCodeMail } from "../../platform/mail/templates/verification-code.ts";
import { findUserByEmail } from "./accounts.ts";
import type { AuthDeps } from "./deps.ts";
import { issueCode } from "./one-time-codes.ts";

/**
 * E-mails a new verification code to a pending account. Answers the same for unknown and
 * already verified addresses, so the call cannot be used to probe for accounts.
 */
export async function resendVerification(deps: AuthDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (user?.status !== "pending") return;
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const code = await issueCode(tx, user.id, "verify_email", now);
    await enqueueMail(
      tx,
      {
        to: user.email,
        ...verificationCodeMail({ email: user.email, code, baseUrl: deps.publicBaseUrl }),
      },
      now,
    );
  });
  deps.mailQueued();
}
