import { z } from "zod";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESUME_MAX_BYTES,
  UPLOAD_BODY_LIMIT_BYTES,
} from "./constants.ts";
import { messages } from "./messages.ts";

/**
 * Shared field rules: every endpoint, form and server check uses these, so a rule is written
 * once and cannot drift between packages.
 */
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

/** The largest job id: job ids are PostgreSQL `integer` (int4) values. */
export const JOB_ID_MAX = 2_147_483_647;

/** A job id, as a number or a numeric string (the original client sends both). */
export const jobIdField = (name: string) => {
  const message = `${name} must be a job number (a whole number from 1 to ${JOB_ID_MAX}).`;
  return z.coerce.number({ error: message }).int(message).min(1, message).max(JOB_ID_MAX, message);
};

/** A job id written in a URL (digits only, in range), or null when it is not one. */
export function parseJobId(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= JOB_ID_MAX ? id : null;
}

export const PAGE_MAX = 100_000;

/** A 1-based page number; absent means the first page. */
export const pageField = z.coerce
  .number({ error: "page must be a whole number from 1." })
  .int("page must be a whole number from 1.")
  .min(1, "page must be a whole number from 1.")
  .max(PAGE_MAX, `page must be at most ${PAGE_MAX}.`)
  .optional()
  .default(1);

/** A session token; checked by the server, which answers 401 "Access token not found" without it. */
export const sessionToken = z
  .string({ error: "Access token must be text." })
  .max(200, "Access token is too long.")
  .optional();

/** A session token that must be present (log-out, token validation). */
export const requiredSessionToken = z
  .string({ error: "Access token is required." })
  .trim()
  .min(1, "Access token is required.")
  .max(200, "Access token is too long.");

/** The resume types the server accepts, recognised by content: extension → Content-Type. */
export const resumeTypes = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  odt: "application/vnd.oasis.opendocument.text",
  rtf: "application/rtf",
  txt: "text/plain; charset=utf-8",
} as const;
export type ResumeExtension = keyof typeof resumeTypes;
export const resumeExtensions = Object.keys(resumeTypes).map((extension) => `.${extension}`);
/** The `accept` attribute of a resume picker. */
export const resumeAccept = resumeExtensions.join(",");
export { RESUME_MAX_BYTES };

/** The name a file was uploaded under (the server keeps a cleaned form of it). */
export const fileNameField = (missing: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(255, "File name must be at most 255 characters.");

/** A file as a `data:` URL; its decoded size is checked against RESUME_MAX_BYTES by the server. */
export const fileDataField = z.string().max(UPLOAD_BODY_LIMIT_BYTES).optional();

/** The answer of a call that only says what happened. */
export const messageAnswer = z.object({ message: z.string() });

/**
 * The id and the signed token of a link we mail (an application's status link, an interview
 * invitation, a digest's unsubscribe link); a missing or malformed one answers `invalid`.
 */
export function signedLinkFields<Id extends string>(id: Id, invalid: string) {
  return {
    [id]: z.string({ error: invalid }).uuid(invalid),
    token: z.string({ error: invalid }).min(1, invalid).max(200, invalid),
  } as Record<Id, z.ZodString> & { token: z.ZodString };
}

/**
 * The rule of a field that goes with one choice of another field only (an employer to transfer
 * open jobs to, a scheduled post's time): required with that choice, refused without it.
 */
export function onlyWithChoice(rule: {
  choiceField: string;
  choice: string;
  field: string;
  required: string;
  withoutChoice: string;
}) {
  return (body: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const chosen = body[rule.choiceField] === rule.choice;
    const given = body[rule.field] !== undefined;
    if (chosen && !given) ctx.addIssue({ code: "custom", path: [rule.field], message: rule.required });
    if (!chosen && given) ctx.addIssue({ code: "custom", path: [rule.field], message: rule.withoutChoice });
  };
}
