import { embeddedAnswerKey, requestKey } from "@site/contract/early-answer";

/**
 * Requests a page starts from an inline script in its prerendered HTML, before the app's
 * JavaScript has loaded (docs/decisions/049-search-page-speed.md), and answers the server wrote
 * into the page itself (a job page's post and questions: apps/api/src/http/prerendered-job.ts). The
 * app's first identical request takes the answer instead of asking again; anything else, or a
 * request more than EARLY_REQUEST_TTL_MS after the page (or, for an embedded answer, the app)
 * began, goes to the network as usual.
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
    /** performance.now() when the page's starter started the app (lib/deferred-boot.ts). */
    __appStartedAt?: number;
  }
}

export const EARLY_REQUEST_TTL_MS = 10_000;

/**
 * An answer the server wrote into the page for this request: a `<script type="application/json"
 * data-early-answer="…">` named by the request without its access token (the server writes only
 * answers that are the same for every caller). Taken once: the element goes with it.
 */
function takeEmbeddedAnswer(method: string, path: string, body: unknown): Promise<Response> | undefined {
  // Counted from when the app started: a job page starts it at its first use (lib/app-on-use.ts),
  // whose first HTML already shows this answer, however long the visitor read it first.
  if (
    typeof document === "undefined" ||
    performance.now() - (window.__appStartedAt ?? 0) > EARLY_REQUEST_TTL_MS
  )
    return undefined;
  const element = embeddedAnswerElement(method, path, body);
  if (!element) return undefined;
  element.remove();
  return Promise.resolve(
    new Response(element.textContent, { status: 200, headers: { "content-type": "application/json" } }),
  );
}

/**
 * The element of the page that holds the server's answer to this request (keyed without the access
 * token), or undefined; `personOnly`: only one marked as a person's (`data-person`, decision 133).
 * Left in place.
 */
export function embeddedAnswerElement(
  method: string,
  path: string,
  body: unknown,
  personOnly = false,
): HTMLScriptElement | undefined {
  const key = embeddedAnswerKey(method, path, body);
  const selector = `script[type="application/json"]${personOnly ? "[data-person]" : ""}[data-early-answer]`;
  for (const element of document.querySelectorAll<HTMLScriptElement>(selector))
    if (element.dataset.earlyAnswer === key) return element;
  return undefined;
}

/** A request an inline script of the page started for exactly this one, taken once. */
function takeStartedRequest(method: string, path: string, body: unknown): Promise<Response> | undefined {
  if (!window.__earlyRequests) return undefined;
  const key = requestKey(method, path, body);
  const index = window.__earlyRequests.findIndex((request) => request.key === key);
  if (index < 0) return undefined;
  const [request] = window.__earlyRequests.splice(index, 1);
  if (!request || performance.now() - request.at > EARLY_REQUEST_TTL_MS) return undefined;
  return request.response;
}

/** The early answer to exactly this request, taken once; undefined when there is none. */
export function takeEarlyResponse(
  method: string,
  path: string,
  body: unknown,
): Promise<Response> | undefined {
  if (typeof window === "undefined") return undefined;
  return takeStartedRequest(method, path, body) ?? takeEmbeddedAnswer(method, path, body);
}
