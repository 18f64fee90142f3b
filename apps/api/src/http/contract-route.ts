import type { Access, Endpoint, SessionRequired, TokenField } from "@site/contract/endpoint";
import { errorBody } from "@site/contract/error";
import type { FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import type { z } from "zod";
import { type AccessHooks, type AccessPolicy, type Caller, checkAccess } from "./access.ts";
import type { HttpError } from "./errors.ts";
import { type IdempotencyClaim, idempotencyKeyOf } from "./idempotency.ts";

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A request whose body and query have passed the endpoint's schemas. */
export type ContractRequest<Body, Query> = Omit<FastifyRequest, "body" | "query"> & {
  body: Parsed<Body>;
  query: Parsed<Query>;
};

/** What a handler is given as the caller: a live session wherever the access demands one. */
export type CallerOf<A extends Access, Token> = A extends SessionRequired
  ? Caller
  : A extends "job-reader"
    ? Caller | undefined
    : A extends "visitor"
      ? Token extends TokenField
        ? Caller | undefined
        : undefined
      : undefined;

/** The hooks an access needs from its route: the type makes a route without them fail to compile. */
type RequiredHooks<A extends Access, Request> = A extends "employer-of-job"
  ? {
      /** The account that posted the job the call names (throw NotFound when there is none). */
      ownerOf: (request: Request) => Promise<string | null>;
    }
  : A extends "signed-link"
    ? {
        /** Throws the refusal unless the call carries a valid signed link. */
        checkLink: (request: Request) => void;
      }
    : { ownerOf?: never; checkLink?: never };

export type ContractRouteSpec<
  Body extends z.ZodType | undefined,
  Query extends z.ZodType | undefined,
  Response extends z.ZodType,
  A extends Access,
  Token extends TokenField | undefined,
> = {
  /** Runs only once the caller passed the endpoint's access; it checks no permission itself. */
  handler: (
    request: ContractRequest<Body, Query>,
    caller: CallerOf<A, Token>,
    reply: FastifyReply,
  ) => Promise<z.input<Response>> | z.input<Response>;
  /** The refusal for a missing or dead session, when the endpoint words it its own way. */
  unauthorized?: (message: string) => HttpError;
} & RequiredHooks<A, ContractRequest<Body, Query>>;

/**
 * The route of a contract endpoint, for `app.route`: method, url, schemas, body and rate limits
 * from the declaration, and a preHandler that enforces its access before the handler runs
 * (docs/decisions/028-permissions-on-the-endpoint.md). The handler receives the resolved caller.
 */
export function contractRoute<
  Body extends z.ZodType | undefined,
  Query extends z.ZodType | undefined,
  Response extends z.ZodType,
  A extends Access,
  Token extends TokenField | undefined,
>(
  endpoint: Endpoint<Body, Query, Response, A, Token>,
  policy: AccessPolicy,
  spec: ContractRouteSpec<Body, Query, Response, A, Token>,
): RouteOptions {
  const { ownerOf, checkLink } = spec as { ownerOf?: RouteHook<unknown>; checkLink?: RouteHook<void> };
  // The types demand these hooks; a route built around them (a cast, plain JavaScript) fails at start.
  if (endpoint.access === "employer-of-job" && !ownerOf)
    throw new Error(`${endpoint.path} is employer-of-job: its route must declare ownerOf`);
  if (endpoint.access === "signed-link" && !checkLink)
    throw new Error(`${endpoint.path} is signed-link: its route must declare checkLink`);

  const callers = new WeakMap<FastifyRequest, Caller>();
  const claims = new WeakMap<FastifyRequest, Extract<IdempotencyClaim, { kind: "run" }>>();
  const schema = {
    summary: endpoint.summary,
    tags: [endpoint.tag],
    response: { 200: endpoint.response, "4xx": errorBody, "5xx": errorBody },
    // Absent parts are left out rather than set to undefined, which Fastify warns about.
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
  };
  return {
    method: endpoint.method,
    url: endpoint.path,
    ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
    // Counted by registerIpLimits before the body is read.
    ...(endpoint.ipLimit ? { config: { ipLimit: endpoint.ipLimit } } : {}),
    schema,
    // After validation, so a malformed call is still 400 before any session is looked up.
    preHandler: async (request, reply) => {
      const body = request.body as Record<string, unknown> | undefined;
      const token = endpoint.token ? body?.[endpoint.token] : undefined;
      const hooks: AccessHooks = {
        ...(ownerOf ? { ownerOf: () => ownerOf(request) as Promise<string | null> } : {}),
        ...(checkLink ? { checkLink: () => checkLink(request) } : {}),
        ...(spec.unauthorized ? { unauthorized: spec.unauthorized } : {}),
      };
      const caller = await checkAccess(endpoint.access, token, policy, hooks);
      if (caller) callers.set(request, caller);
      const key = endpoint.idempotent ? idempotencyKeyOf(request.headers["idempotency-key"]) : undefined;
      if (key === undefined) return;
      // Scoped to the caller's session, else to the client's address, and to this endpoint.
      const claim = await request.server.idempotency.claim({
        scope: caller ? `session:${caller.sessionId}` : `ip:${request.ip}`,
        endpoint: endpoint.path,
        key,
        body: request.body,
      });
      if (claim.kind === "replay") {
        reply.header("idempotent-replayed", "true");
        return reply.code(claim.status).send(claim.body);
      }
      claims.set(request, claim);
    },
    handler: async (request, reply) => {
      const run = () =>
        spec.handler(
          request as unknown as ContractRequest<Body, Query>,
          callers.get(request) as CallerOf<A, Token>,
          reply,
        );
      const claim = claims.get(request);
      if (!claim) return run();
      let answer: Awaited<ReturnType<typeof run>>;
      try {
        answer = await run();
      } catch (error) {
        // A refusal or failure wrote nothing: a retry with this key runs again.
        await claim.release().catch((releaseError: unknown) => request.log.error({ err: releaseError }));
        throw error;
      }
      // The write is done: its answer goes out even if recording it fails (a retry then waits, 409).
      await claim
        .complete(reply.statusCode, answer)
        .catch((recordError: unknown) =>
          request.log.error({ err: recordError }, "idempotency key not recorded"),
        );
      return answer;
    },
  };
}

type RouteHook<T> = (request: FastifyRequest) => T | Promise<T>;
