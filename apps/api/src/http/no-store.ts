import type { FastifyInstance } from "fastify";

/**
 * Every API answer may carry a session token or personal data (and most do): none may be kept by
 * a browser or a shared cache. Answers that set their own Cache-Control (downloads) keep it; the
 * Swagger UI's static files under /api/docs are left to their defaults.
 */
export function forbidCachingApiAnswers(app: FastifyInstance): void {
  app.addHook("onSend", (request, reply, payload, done) => {
    const url = request.url;
    const api = url.startsWith("/api/") || url === "/api" || url === "/chat" || url.startsWith("/chat?");
    if (api && !url.startsWith("/api/docs") && !reply.hasHeader("cache-control")) {
      reply.header("cache-control", "no-store");
    }
    done(null, payload);
  });
}
