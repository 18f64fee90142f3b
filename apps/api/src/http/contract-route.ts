import {
  type Access,
  type Endpoint,
  pathParameters,
  type SessionRequired,
  type TokenField,
} from "@site/contract/endpoint";
import { errorBody } from "@site/contract/error";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { z } from "zod";
import { type AccessHooks, type AccessPolicy, type Caller, checkAccess } from "./access.ts";
import type { HttpError } from "./errors.ts";
import { type IdempotencyClaim, idempotencyKeyOf } from "./idempotency.ts";

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * An answer already turned into JSON text by its route's response schema (`reply.serialize`): a
 * kept public answer (decision 121) goes out as it is, without being serialized again.
 */
export class SerializedAnswer {
  readonly json: string;
  constructor(json: string) {
    this.json = json;
  }
}

/** `value` as the route's response schema turns it into JSON text (as its 200 answer). */
export function jsonOf(reply: FastifyReply, value: unknown): string {
  const json = reply.serialize(value);
  // The schema's serializer answers text; Fastify's declaration allows bytes too.
  return typeof json === "string" ? json : Buffer.from(json as ArrayBuffer).toString("utf8");
}

/** A request whose body, query and path parameters have passed the endpoint's schemas. */
export type ContractRequest<Body, Query, Params = undefined> = Omit<
  FastifyRequest,
  "body" | "query" | "params"
> & {
  body: Parsed<Body>;
  query: Parsed<Query>;
  params: Parsed<Params>;
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
  Params extends z.ZodType | undefined = undefined,
> = {
  /** Runs only once the caller passed the endpoint's access; it checks no permission itself. */
  handler: (
    request: ContractRequest<Body, Query, Params>,
    caller: CallerOf<A, Token>,
    reply: FastifyReply,
  ) => Promise<z.input<Response> | SerializedAnswer> | z.input<Response> | SerializedAnswer;
  /** The refusal for a missing or dead session, when the endpoint words it its own way. */
  unauthorized?: (message: string) => HttpError;
} & RequiredHooks<A, ContractRequest<Body, Query, Params>>;

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
  Params extends z.ZodType | undefined = undefined,
>(
  endpoint: Endpoint<Body, Query, Response, A, Token, Params>,
  policy: AccessPolicy,
  spec: ContractRouteSpec<Body, Query, Response, A, Token, Params>,
): RouteOptions {
  const { ownerOf, checkLink } = spec as { ownerOf?: RouteHook<unknown>; checkLink?: RouteHook<void> };
  // The types demand these hooks; a route built around them (a cast, plain JavaScript) fails at start.
  if (endpoint.access === "employer-of-job" && !ownerOf)
    throw new Error(`${endpoint.path} is employer-of-job: its route must declare ownerOf`);
  if (endpoint.access === "signed-link" && !checkLink)
    throw new Error(`${endpoint.path} is signed-link: its route must declare checkLink`);
  const declared = endpoint.params instanceof z.ZodObject ? Object.keys(endpoint.params.shape).sort() : [];
  if (pathParameters(endpoint.path).sort().join() !== declared.join())
    throw new Error(`${endpoint.path}: its contract must declare exactly its path parameters in params`);

  const callers = new WeakMap<FastifyRequest, Caller>();
  const claims = new WeakMap<FastifyRequest, Extract<IdempotencyClaim, { kind: "run" }>>();
  const schema = {
    summary: endpoint.summary,
    tags: [endpoint.tag],
    response: { 200: endpoint.response, "4xx": errorBody, "5xx": errorBody },
    // Absent parts are left out rather than set to undefined, which Fastify warns about.
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
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
          request as unknown as ContractRequest<Body, Query, Params>,
          callers.get(request) as CallerOf<A, Token>,
          reply,
        );
      const sent = (answer: Awaited<ReturnType<typeof run>>) => {
        if (!(answer instanceof SerializedAnswer)) return answer;
        reply.type("application/json; charset=utf-8");
        return answer.json;
      };
      const claim = claims.get(request);
      if (!claim) return sent(await run());
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
        .complete(reply.statusCode, answer instanceof SerializedAnswer ? JSON.parse(answer.json) : answer)
        .catch((recordError: unknown) =>
          request.log.error({ err: recordError }, "idempotency key not recorded"),
        );
      return sent(answer);
    },
  };
}

type RouteHook<T> = (request: FastifyRequest) => T | Promise<T>;

/** What a module writes for one endpoint of its table: the route's spec, and `scope` for a special one. */
export type HandlerOf<E> =
  E extends Endpoint<infer Body, infer Query, infer Response, infer A, infer Token, infer Params>
    ? ContractRouteSpec<Body, Query, Response, A, Token, Params> & {
        /**
         * Registers the route in a scope of its own, set up here first: e.g. a content-type parser
         * that this route alone accepts (job-alerts' one-click unsubscribe).
         */
        scope?: (scope: FastifyInstance) => void;
      }
    : never;

/**
 * One handler per endpoint of a contract table (documenso's `tsr.router`): keyed by the table's
 * names, so a missing handler or one for an endpoint the table lacks fails to compile
 * (contract-routes.test-d.ts).
 */
export type HandlerTable<Table extends Record<string, Endpoint>> = {
  [Name in keyof Table]: HandlerOf<Table[Name]>;
};

/**
 * Registers the route of every endpoint of `table` with its handler from `handlers`
 * (docs/engineering/how-we-write-code.md, "A handler table per contract table").
 */
export function contractRoutes<Table extends Record<string, Endpoint>>(
  app: FastifyInstance,
  table: Table,
  policy: AccessPolicy,
  handlers: NoInfer<HandlerTable<Table>>,
): void {
  for (const [name, endpoint] of Object.entries(table)) {
    const spec = (handlers as Record<string, { scope?: (scope: FastifyInstance) => void } | undefined>)[name];
    // The types demand every handler; a table built around them (a cast) fails at start.
    if (!spec) throw new Error(`${endpoint.path}: the handler table has no entry ${name}`);
    // Each entry's type was checked against its own endpoint; the loop sees them all as one.
    const route = (contractRoute as (e: Endpoint, p: AccessPolicy, s: unknown) => RouteOptions)(
      endpoint,
      policy,
      spec,
    );
    const { scope } = spec;
    if (scope)
      app.register(async (own) => {
        scope(own);
        own.route(route);
      });
    else app.route(route);
  }
  for (const name of Object.keys(handlers)) {
    if (!(name in table)) throw new Error(`the handler table has ${name}, which its contract table lacks`);
  }
}
