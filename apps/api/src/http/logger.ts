import { createRequire } from "node:module";
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from "fastify";

/** Loaded for a person at a terminal only, not at every start (docs/decisions/081-start-fast-refuse-fast.md). */
const loadPinoPretty = () => createRequire(import.meta.url)("pino-pretty") as typeof import("pino-pretty");

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

export type LogFormat = "auto" | "json" | "pretty";

/** Readable lines for a person at a terminal; JSON for anything that collects logs. */
export function usePrettyLogs(format: LogFormat, stdoutIsTerminal: boolean): boolean {
  return format === "pretty" || (format === "auto" && stdoutIsTerminal);
}

export function loggerOptions(
  level: string,
  format: LogFormat = "json",
  stdoutIsTerminal = Boolean(process.stdout.isTTY),
): FastifyServerOptions["logger"] {
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
    ...(usePrettyLogs(format, stdoutIsTerminal) && {
      // A stream in this thread (not a worker transport): nothing is lost when the process exits.
      stream: loadPinoPretty()({
        colorize: stdoutIsTerminal,
        translateTime: "SYS:HH:MM:ss",
        ignore: "pid,hostname,reqId",
        sync: true,
      }),
    }),
  };
}

/**
 * Fastify's per-request lines ("incoming request", "request completed", "Route … not found") at
 * `debug`: quiet at the default `info`, there with LOG_LEVEL=debug. Errors keep their level.
 */
export class RequestLinesAtDebug extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, "incoming request");
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    if (this.isLogDisabled(request)) return;
    reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, "request completed");
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug(`Route ${request.method}:${maskUrl(request.url)} not found`);
  }
}
