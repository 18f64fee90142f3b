import { vi } from "vitest";
import { jsonResponse } from "./json-response";

/** Answers one request: given its JSON body (an empty object when it had none). */
export type Handler = (body: Record<string, unknown>) => Response | Promise<Response>;

const bodyOf = (init: RequestInit | undefined): Record<string, unknown> =>
  init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};

/**
 * The one stand-in for the API in web tests, at the network boundary: `fetch` answers each
 * request by its path (without the query) with the given handler; any other path answers 404
 * "Not found" and is listed in `unexpected`. Returns the fetch mock, with `bodies(path)`: the
 * JSON bodies sent to a path, in order.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const unexpected: string[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = String(input).split("?")[0] ?? "";
    const handler = handlers[path];
    if (handler) return handler(bodyOf(init));
    unexpected.push(String(input));
    return jsonResponse({ message: "Not found", code: "not_found" }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return Object.assign(fetchMock, {
    unexpected,
    bodies: (path: string) =>
      fetchMock.mock.calls
        .filter(([url]) => String(url).split("?")[0] === path)
        .map(([, init]) => bodyOf(init)),
  });
}

export type ApiStub = ReturnType<typeof stubApi>;

/** The paths (with their query) and JSON bodies of every request made, in order. */
export function requests(fetchMock: ApiStub): { path: string; body: unknown }[] {
  return fetchMock.mock.calls.map(([input, init]) => ({
    path: String(input),
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
  }));
}

/** The requests made to one path. */
export const sentTo = (fetchMock: ApiStub, path: string) =>
  requests(fetchMock).filter((request) => request.path === path);
