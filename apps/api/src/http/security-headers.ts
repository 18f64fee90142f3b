import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * The headers Helmet sets with `options`, worked out once. Helmet's middleware sets the same
 * headers on every response whatever the request (it reads nothing of it), so running it once on a
 * stand-in response gives exactly what it would set each time.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Helmet's security headers on every answer (X-Content-Type-Options, X-Frame-Options,
 * Strict-Transport-Security behind https, Cross-Origin-*, Referrer-Policy, …), as @fastify/helmet
 * set them, but worked out once at start instead of building Helmet's middleware again for each
 * request (decision 141). A route that sets one of them itself overrides it, as before.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const headers = helmetHeaders(options);
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
