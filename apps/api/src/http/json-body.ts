import { DEFAULT_BODY_LIMIT_BYTES } from "@site/contract/constants";
import { httpMessages } from "@site/contract/messages";
import type { FastifyInstance, FastifyRequest } from "fastify";
import parseJson from "secure-json-parse";
import { BadRequest, type HttpError, PayloadTooLarge } from "./errors.ts";

/** Deepest nesting of arrays and objects a body may have; the contract needs 3. */
export const MAX_JSON_DEPTH = 32;

const OPEN_BRACKET = 0x5b;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Counts nesting as the bytes arrive, outside strings. UTF-8 continuation bytes are never ASCII,
 * so scanning bytes is exact. Returns false as soon as the depth passes the bound.
 */
export function createDepthScanner(maxDepth: number) {
  let depth = 0;
  let inString = false;
  let escaped = false;
  return (chunk: Buffer): boolean => {
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i];
      if (inString) {
        if (escaped) escaped = false;
        else if (byte === BACKSLASH) escaped = true;
        else if (byte === QUOTE) inString = false;
      } else if (byte === QUOTE) inString = true;
      else if (byte === OPEN_BRACKET || byte === OPEN_BRACE) {
        if (++depth > maxDepth) return false;
      } else if (byte === CLOSE_BRACKET || byte === CLOSE_BRACE) depth--;
    }
    return true;
  };
}

const tooDeep = () => new BadRequest(`Request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels`);

/** Reads the body, refusing it mid-stream when it is too large or too deep; then parses it. */
function readJson(request: FastifyRequest, payload: NodeJS.ReadableStream) {
  // Unknown routes may have no limit of their own: the server-wide default applies.
  const limit = request.routeOptions.bodyLimit ?? DEFAULT_BODY_LIMIT_BYTES;
  const declared = Number(request.headers["content-length"] ?? Number.NaN);
  return new Promise<unknown>((resolve, reject) => {
    if (declared > limit) {
      reject(new PayloadTooLarge(httpMessages.bodyTooLarge));
      return;
    }
    const scan = createDepthScanner(MAX_JSON_DEPTH);
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const fail = (error: HttpError) => {
      if (settled) return;
      settled = true;
      payload.removeAllListeners("data");
      // Stop reading: the rest of the hostile body is never buffered or scanned.
      payload.pause();
      reject(error);
    };
    payload.on("data", (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > limit) return fail(new PayloadTooLarge(httpMessages.bodyTooLarge));
      if (!scan(chunk)) return fail(tooDeep());
      chunks.push(chunk);
    });
    payload.on("error", (error) => fail(new BadRequest((error as Error).message)));
    payload.on("end", () => {
      if (settled) return;
      settled = true;
      if (!Number.isNaN(declared) && declared !== size) {
        reject(new BadRequest("Invalid Content-Length"));
        return;
      }
      const text = Buffer.concat(chunks, size).toString("utf8");
      if (text.trim() === "") {
        reject(new BadRequest("Request body is empty"));
        return;
      }
      try {
        // As Fastify's own parser: a "__proto__" or "constructor.prototype" key is an error.
        resolve(parseJson(text, null, { protoAction: "error", constructorAction: "error" }) as unknown);
      } catch {
        reject(new BadRequest(httpMessages.malformedJson));
      }
    });
  });
}

/**
 * JSON bodies with a bounded nesting depth (docs/decisions/008-refuse-before-parsing.md):
 * a body of millions of "[" is refused after its 33rd byte instead of being parsed for seconds.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", (request: FastifyRequest, payload: NodeJS.ReadableStream) =>
    readJson(request, payload),
  );
}
