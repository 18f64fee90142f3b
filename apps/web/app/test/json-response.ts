/** A fetch Response with a JSON body, for tests that stand in for the API at the network boundary. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** The answer of a paged list (the contract's `paged` shape): this page's items, all of them, the pages. */
export function pagedResponse(data: unknown[], total: number, totalPages: number): Response {
  return jsonResponse({ data, total, totalPages });
}
