import { PASSWORD_MIN_LENGTH } from "@site/contract/constants";
import { emailField } from "@site/contract/fields";
import { authMessages, messages } from "@site/contract/messages";
import type { Db } from "#api/platform/database.ts";
import { findUserByEmail } from "../auth/accounts.ts";
import { isCommonPassword } from "../auth/passwords.ts";
import { addUser } from "./manage-users.ts";

/**
 * Creates the first admin from ADMIN_EMAIL/ADMIN_PASSWORD (or the CLI) once; an existing account
 * with that e-mail is never overwritten. Answers what happened, for one log line.
 */
export async function ensureAdmin(
  db: Db,
  email: string,
  password: string,
  now: Date,
): Promise<"created" | "exists"> {
  const parsed = emailField.safeParse(email);
  if (!parsed.success) throw new Error(`ADMIN_EMAIL ${messages.invalidEmail}`);
  if (password.length < PASSWORD_MIN_LENGTH) throw new Error(`ADMIN_PASSWORD: ${messages.passwordTooShort}`);
  if (isCommonPassword(password)) throw new Error(`ADMIN_PASSWORD: ${authMessages.commonPassword}`);
  if (await findUserByEmail(db, parsed.data)) return "exists";
  await addUser(db, { email: parsed.data, password, role: "admin" }, now);
  return "created";
}
