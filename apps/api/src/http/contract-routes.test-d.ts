// A type test, checked by `npm run typecheck` (tsc), never run: the handler table of a contract
// table must have exactly one entry per endpoint, each typed by its endpoint.
import { defineEndpoint } from "@site/contract/endpoint";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AccessPolicy } from "./access.ts";
import { contractRoutes } from "./contract-route.ts";

const table = {
  ping: defineEndpoint({
    method: "GET",
    path: "/api/ping",
    summary: "Ping",
    tag: "test",
    access: "visitor",
    body: undefined,
    query: z.object({ name: z.string() }),
    response: z.object({ message: z.string() }),
  }),
  file: defineEndpoint({
    method: "GET",
    path: "/api/file/:id",
    summary: "A file",
    tag: "test",
    access: "signed-link",
    body: undefined,
    query: undefined,
    params: z.object({ id: z.string() }),
    response: z.object({ id: z.string() }),
  }),
} as const;

export function typeTests(app: FastifyInstance, policy: AccessPolicy): void {
  // Every endpoint has its handler: compiles.
  contractRoutes(app, table, policy, {
    ping: { handler: ({ query }) => ({ message: query.name }) },
    file: { checkLink: () => {}, handler: ({ params }) => ({ id: params.id }) },
  });

  // @ts-expect-error a missing handler (file) fails to compile
  contractRoutes(app, table, policy, {
    ping: { handler: ({ query }) => ({ message: query.name }) },
  });

  contractRoutes(app, table, policy, {
    ping: { handler: ({ query }) => ({ message: query.name }) },
    file: { checkLink: () => {}, handler: ({ params }) => ({ id: params.id }) },
    // @ts-expect-error a handler for an endpoint the contract table lacks fails to compile
    pong: { handler: () => ({ message: "pong" }) },
  });

  contractRoutes(app, table, policy, {
    // @ts-expect-error a handler's answer is checked against its endpoint's response
    ping: { handler: () => ({ text: "wrong field" }) },
    file: { checkLink: () => {}, handler: ({ params }) => ({ id: params.id }) },
  });

  contractRoutes(app, table, policy, {
    ping: { handler: ({ query }) => ({ message: query.name }) },
    // @ts-expect-error a path parameter the contract does not declare is not there
    file: { checkLink: () => {}, handler: ({ params }) => ({ id: params.fileId }) },
  });

  contractRoutes(app, table, policy, {
    ping: { handler: ({ query }) => ({ message: query.name }) },
    // @ts-expect-error a signed-link endpoint's handler must declare checkLink
    file: { handler: ({ params }) => ({ id: params.id }) },
  });
}
