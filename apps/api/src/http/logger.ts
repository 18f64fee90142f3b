import type { FastifyServerOptions } from "fastify";

/** Fields that must never reach a log line: credentials, tokens and resume contents. */
export const redactedPaths = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  "*.password",
  "*.newpassword",
  "*.accessToken",
  "*.authToken",
  "*.token",
  "*.code",
  "*.key",
  "*.link",
  "*.resume_data",
  "*.resumeData",
  "*.codeHash",
  "*.passwordHash",
];

/**
 * Secrets that travel in URLs are masked in logged URLs: the signed download token in the path of
 * resume links, the code and address in the links of mails, the development mailbox key
 * (docs/decisions/009-no-secrets-in-logs.md).
 */
export function maskUrl(url: string): string {
  return url
    .replace(/(\/api\/viewAttachment\/)[^/?]+/i, "$1[REDACTED]")
    .replace(/([?&](?:token|email|key|code)=)[^&#]*/gi, "$1[REDACTED]");
}

export function loggerOptions(level: string): FastifyServerOptions["logger"] {
  return {
    level,
    redact: { paths: redactedPaths, censor: "[REDACTED]" },
    serializers: {
      req: (request: { method: string; url: string; ip?: string; id?: string }) => ({
        method: request.method,
        url: maskUrl(request.url),
        ip: request.ip,
      }),
    },
  };
}
