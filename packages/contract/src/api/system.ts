import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";

export const health = defineEndpoint({
  method: "GET",
  path: "/api/health",
  summary: "Liveness: the process is up",
  tag: "system",
  access: "visitor",
  body: undefined,
  query: undefined,
  response: z.object({ status: z.literal("ok") }),
});

export const ready = defineEndpoint({
  method: "GET",
  path: "/api/ready",
  summary: "Readiness: the database answers (503 when it does not)",
  tag: "system",
  access: "visitor",
  body: undefined,
  query: undefined,
  response: z.object({ status: z.literal("ready"), database: z.enum(["pglite", "postgres"]) }),
});

export const systemEndpoints = { health, ready } as const;
