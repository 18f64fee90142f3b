import type { ErrorCode } from "@site/contract/error";

/** Errors a service throws; the one error handler turns each into its status and `{message}`. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly headers: Record<string, string>;
  /** Extra fields of the answer beside `message` (e.g. the spec's `error` of token validation). */
  readonly extra: Record<string, string>;
  /** The answer's `code` when it is more specific than its status's (decision 022). */
  readonly code: ErrorCode | undefined;
  /** A message a person reads per field of the body the refusal is about (decision 022). */
  readonly fields: Record<string, string> | undefined;
  constructor(
    statusCode: number,
    message: string,
    headers: Record<string, string> = {},
    extra: Record<string, string> = {},
    code?: ErrorCode,
    fields?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
    this.statusCode = statusCode;
    this.headers = headers;
    this.extra = extra;
    this.code = code;
    this.fields = fields;
  }
}

export class BadRequest extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}
export class Unauthorized extends HttpError {
  constructor(message: string, extra: Record<string, string> = {}) {
    super(401, message, {}, extra);
  }
}
export class Forbidden extends HttpError {
  constructor(message = "You are not allowed to do this") {
    super(403, message);
  }
}
/** The right password of an account whose e-mail address is not verified yet (decision 030). */
export class EmailNotVerified extends HttpError {
  constructor(message: string) {
    super(403, message, {}, {}, "email_not_verified");
  }
}
export class NotFound extends HttpError {
  constructor(message = "Not found") {
    super(404, message);
  }
}
export class Conflict extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}
export class PayloadTooLarge extends HttpError {
  constructor(message: string) {
    super(413, message);
  }
}
export class UnsupportedMediaType extends HttpError {
  constructor(message: string) {
    super(415, message);
  }
}
export class TooManyRequests extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, { "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}
export class ServiceUnavailable extends HttpError {
  constructor(message: string) {
    super(503, message);
  }
}
/** A body the contract accepts but a rule of the service refuses, shown at the one field it is about. */
export class FieldError extends HttpError {
  constructor(status: 400 | 409, field: string, message: string) {
    super(status, message, {}, {}, undefined, { [field]: message });
  }
}
