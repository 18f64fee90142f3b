import type { ErrorCode } from "@site/contract/error";
import { fieldMessage } from "@site/contract/field-labels";
import { httpMessages } from "@site/contract/messages";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "../platform/database.ts";
import { isDatabaseBusy } from "../platform/fair-queue.ts";
import { HttpError } from "./errors.ts";

interface ErrorAnswer {
  status: number;
  message: string;
  /** Validation errors only: a message a person reads per invalid field, by its path in the body. */
  fields?: Record<string, string>;
  headers?: Record<string, string>;
  extra?: Record<string, string>;
  /** A code more specific than the status's (e.g. `email_not_verified`). */
  code?: ErrorCode;
}

const codesByStatus: Record<number, ErrorCode> = {
  400: "validation",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  413: "too_large",
  415: "unsupported_type",
  429: "too_many_requests",
  503: "busy",
};

/** The stable code of an answer's status (docs/decisions/022-error-codes-and-fields.md). */
export function codeFor(status: number): ErrorCode {
  return codesByStatus[status] ?? (status >= 500 ? "internal" : "validation");
}

/** Fastify's own client errors, by code, with the messages we want clients to read. */
const fastifyCodes: Record<string, ErrorAnswer> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: httpMessages.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: "Request body is empty" },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: httpMessages.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: httpMessages.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: "Invalid Content-Length" },
};

/** Load shedding (decision 016): a quick 503 the client may retry after a second. */
export const busyAnswer: ErrorAnswer = {
  status: 503,
  message: httpMessages.busy,
  headers: { "retry-after": "1" },
};

/**
 * A body or query the contract refuses: the message stays "path: message" of the first issue
 * (clients and tests read it), and `fields` holds every invalid field's message in words a person
 * reads, by its dotted path ("job_post.jobTitle": "Job title is required.").
 */
function validationAnswer(error: FastifyError): ErrorAnswer {
  if (!hasZodFastifySchemaValidationErrors(error)) return { status: 400, message: error.message };
  const fields: Record<string, string> = {};
  for (const issue of error.validation) {
    const path = issue.instancePath.split("/").filter((segment) => segment !== "");
    if (path.length > 0)
      fields[path.join(".")] ??= fieldMessage(path, issue.message ?? "Invalid input: no message");
  }
  const first = error.validation[0];
  const field = first?.instancePath.replace(/^\//, "").replaceAll("/", ".");
  const message = first?.message ?? "Invalid request";
  return { status: 400, message: field ? `${field}: ${message}` : message, fields };
}

export function answerFor(error: unknown): ErrorAnswer {
  if (error instanceof HttpError) {
    return {
      status: error.statusCode,
      message: error.message,
      headers: error.headers,
      extra: error.extra,
      ...(error.code ? { code: error.code } : {}),
      ...(error.fields ? { fields: error.fields } : {}),
    };
  }
  const fastifyError = error as FastifyError;
  if (fastifyError?.validation) return validationAnswer(fastifyError);
  if (fastifyError?.code && fastifyCodes[fastifyError.code]) {
    return fastifyCodes[fastifyError.code] as ErrorAnswer;
  }
  if (isDatabaseBusy(error)) return busyAnswer;
  if (isDatabaseUnavailable(error)) return { status: 503, message: httpMessages.unavailable };
  const status = fastifyError?.statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) {
    // Fastify's remaining client errors (e.g. a malformed URL) carry no internals.
    return { status, message: fastifyError.message };
  }
  return { status: 500, message: httpMessages.internal };
}

/** The one error handler: every non-2xx answer is `{message, code}` (and `fields`); 5xx reveal nothing. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const answer = answerFor(error);
    if (answer.message === httpMessages.busy) {
      // Shedding is expected under overload: one line per refused request would flood the log.
      request.log.debug("request refused: the site is busy");
    } else if (answer.status >= 500) {
      request.log.error({ err: error }, "request failed");
    } else {
      request.log.debug({ status: answer.status, reason: answer.message }, "request refused");
    }
    return reply
      .code(answer.status)
      .headers(answer.headers ?? {})
      .type("application/json; charset=utf-8")
      .send({
        ...answer.extra,
        message: answer.message,
        code: answer.code ?? codeFor(answer.status),
        ...(answer.fields ? { fields: answer.fields } : {}),
      });
  });
}
