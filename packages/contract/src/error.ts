import { z } from "zod";

/** The stable kind of an error, for clients to branch on (the `message` is for people). */
export const errorCodes = [
  "validation",
  "unauthorized",
  "forbidden",
  "not_found",
  "conflict",
  "too_large",
  "unsupported_type",
  "too_many_requests",
  "busy",
  "internal",
  /** 403 at log-in: the password was right, but the e-mail address is not verified yet (decision 030). */
  "email_not_verified",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** Every non-2xx answer of the API has this body (docs/product/product-choices.md). */
export const errorBody = z.object({
  message: z.string(),
  /** Absent only in answers of servers older than this field (docs/decisions/022-error-codes-and-fields.md). */
  code: z.enum(errorCodes).optional(),
  /** Validation errors only: for each invalid field of the body, by its name, a message a person reads. */
  fields: z.record(z.string(), z.string()).optional(),
  /** Only token validation adds it, as the original client reads it (docs/product/requirements.md §7). */
  error: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
