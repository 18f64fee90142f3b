/** A fetch Response with a JSON body, for tests that stand in for the API at the network boundary. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}
