/**
 * How a page's HTML carries API answers for the app (docs/decisions/049-search-page-speed.md): the
 * key that names a request, shared by the app's early requests (apps/web/app/lib/early-request.ts)
 * and the answers the server writes into a page (apps/api/src/http/prerendered-job.ts), and JSON
 * that is safe inside an HTML `<script>` element.
 */

/** JSON with the keys of every object sorted, so two equal bodies give one key. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** `${method} ${path} ${canonical JSON of the body}`: one request, whatever its body's key order. */
export function requestKey(method: string, path: string, body: unknown): string {
  return `${method} ${path} ${body === undefined ? "" : canonicalJson(body)}`;
}

/**
 * The key of an answer the server writes into a page: the request's key without its access token,
 * since the server writes only answers that are the same for every caller.
 */
export function embeddedAnswerKey(method: string, path: string, body: unknown): string {
  if (body === null || typeof body !== "object") return requestKey(method, path, body);
  const { accessToken: _token, ...withoutToken } = body as Record<string, unknown>;
  return requestKey(method, path, withoutToken);
}

/**
 * JSON for an inline `<script>` element (application/json, application/ld+json): "<", ">" and
 * "&" are escaped, so a text containing "</script>" cannot end the element, and the line
 * separators that some parsers reject are escaped too.
 */
export function scriptJson(value: unknown): string {
  return scriptJsonText(JSON.stringify(value));
}

/** JSON text made safe alike (e.g. an answer as the API serialized it): only its strings change form. */
export function scriptJsonText(json: string): string {
  return json
    .replaceAll("<", "\\u003c")
    .replaceAll(">", "\\u003e")
    .replaceAll("&", "\\u0026")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");
}

/**
 * A signed-in candidate's page (docs/decisions/133) names the session it was written for in a
 * `<meta name="session-digest" content="…">`: SHA-256 of this prefix and the session token, hex
 * (not the token's hash the sessions table is looked up by). The page's starter compares it with
 * the stored token's (apps/web/app/lib/app-on-use.ts).
 */
export const SESSION_DIGEST_META = "session-digest";
export const SESSION_DIGEST_PREFIX = "page:";
