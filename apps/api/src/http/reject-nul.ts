import type { FastifyInstance } from "fastify";
import { BadRequest } from "./errors.ts";

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 20 || value === null || typeof value !== "object") return false;
  return Object.values(value).some((item) => containsNul(item, depth + 1));
}

/**
 * PostgreSQL text cannot hold NUL characters; a body or query carrying one is refused with a
 * clear 400 before it reaches a service, instead of failing deep in the database.
 */
export function rejectNulCharacters(app: FastifyInstance): void {
  app.addHook("preValidation", (request, _reply, done) => {
    if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params)) {
      done(new BadRequest("Text must not contain NUL characters."));
      return;
    }
    done();
  });
}
