/**
 * Requests a page starts from an inline script in its prerendered HTML, before the app's
 * JavaScript has loaded (docs/decisions/049-search-page-speed.md). The app's first identical
 * request takes the answer instead of asking again; anything else, or a request more than
 * EARLY_REQUEST_TTL_MS after the page began, goes to the network as usual.
 */
export interface EarlyRequest {
  /** `${method} ${path} ${canonical JSON of the body}`, as requestKey() writes it. */
  key: string;
  response: Promise<Response>;
  /** performance.now() when the script started it. */
  at: number;
}

declare global {
  interface Window {
    __earlyRequests?: EarlyRequest[];
  }
}

export const EARLY_REQUEST_TTL_MS = 10_000;

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

export function requestKey(method: string, path: string, body: unknown): string {
  return `${method} ${path} ${body === undefined ? "" : canonicalJson(body)}`;
}

/** The early answer to exactly this request, taken once; undefined when there is none. */
export function takeEarlyResponse(
  method: string,
  path: string,
  body: unknown,
): Promise<Response> | undefined {
  if (typeof window === "undefined" || !window.__earlyRequests) return undefined;
  const key = requestKey(method, path, body);
  const index = window.__earlyRequests.findIndex((request) => request.key === key);
  if (index < 0) return undefined;
  const [request] = window.__earlyRequests.splice(index, 1);
  if (!request || performance.now() - request.at > EARLY_REQUEST_TTL_MS) return undefined;
  return request.response;
}
