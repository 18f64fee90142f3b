import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * The session cookie (docs/decisions/130-signed-in-pages-session-cookie.md): the session's
 * token as the API issued it at log-in or verification, sent back by the browser with each page
 * request so that the server can render a signed-in candidate's page complete, the app starting at
 * its first use (issue 32). It is never a credential of the API: every endpoint authenticates by
 * the token the call itself carries (its body's `accessToken` or the `Authorization` header;
 * http/access.ts reads no cookie), so a request another site makes the browser send, which carries
 * the cookie but not the token, is refused as a visitor's. `HttpOnly` keeps it from the page's scripts, `SameSite=Lax` from other sites'
 * sub-requests, `Path=/` sends it with every page, `Secure` behind https.
 */
export const SESSION_COOKIE = "site_session";

/** The absolute life of a session (sessions.ts, SESSION_MAX_AGE_MS): the cookie outlives none. */
const MAX_AGE_S = 30 * 24 * 60 * 60;

/** A session token as sessions.ts makes them: base64url text, nothing a cookie must escape. */
const tokenShape = /^[A-Za-z0-9_-]{16,128}$/;

const flags = (request: FastifyRequest) =>
  `Path=/; HttpOnly; SameSite=Lax${request.protocol === "https" ? "; Secure" : ""}`;

/** Sets the cookie for a session the call just opened (log-in, verification). */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  if (!tokenShape.test(token)) return;
  reply.header("set-cookie", `${SESSION_COOKIE}=${token}; ${flags(request)}; Max-Age=${MAX_AGE_S}`);
}

/** Removes the cookie (log-out, a page request whose cookie names no live session). */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header("set-cookie", `${SESSION_COOKIE}=; ${flags(request)}; Max-Age=0`);
}

/** The token the request's cookie carries, if it has the shape of one. */
export function sessionCookieOf(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at < 0 || part.slice(0, at).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(at + 1).trim();
    return tokenShape.test(value) ? value : undefined;
  }
  return undefined;
}

/** A live session named by a page request's cookie. */
export interface PageSession {
  userId: string;
  email: string;
  role: string;
}

/** A page request's live session and the token its cookie carries. */
export interface CookieSession {
  token: string;
  session: PageSession;
}
