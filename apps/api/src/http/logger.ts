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
  "*.resume_data",
  "*.resumeData",
  "*.codeHash",
  "*.passwordHash",
];

/** A signed download token sits in the path of resume links; it is masked in logged URLs. */
export function maskUrl(url: string): string {
  return url
    .replace(/(\/api\/viewAttachment\/)[^/?]+/i, "$1[REDACTED]")
    .replace(/([?&](?:token|email)=)[^&]*/gi, "$1[REDACTED]");
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
