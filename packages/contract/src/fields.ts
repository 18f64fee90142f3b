import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./constants.ts";
import { messages } from "./messages.ts";

/** Shared field schemas: forms and routes validate with the same rules and messages. */
export const emailField = z
  .string({ error: "Email is required." })
  .trim()
  .toLowerCase()
  .min(1, "Email is required.")
  .max(254, "Email must be at most 254 characters.")
  .pipe(z.email({ error: messages.invalidEmail }));

export const passwordField = z
  .string({ error: "Password is required." })
  .min(PASSWORD_MIN_LENGTH, messages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);

export const nameField = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(100, `${label} must be at most 100 characters.`);

export const phoneField = z
  .string({ error: "Phone number is required." })
  .trim()
  .min(1, "Phone number is required.")
  .max(32, "Phone number must be at most 32 characters.")
  .regex(/^[+0-9 ()./-]+$/, "Phone number may contain only digits, spaces and + ( ) . / -");
