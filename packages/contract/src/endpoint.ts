import type { z } from "zod";

export type HttpMethod = "GET" | "POST";

/**
 * How many requests one client address may send in a window. The server counts them before it
 * reads the body; endpoints that name the same bucket share one allowance.
 */
export interface IpLimit {
  bucket: string;
  points: number;
  windowSeconds: number;
}

export type Role = "candidate" | "employer" | "admin";

/**
 * Who may call an endpoint (docs/decisions/028-permissions-on-the-endpoint.md). The server checks
 * it before the handler runs; the web client reads it to know whether a call needs the session.
 */
export type Access =
  /** Anyone: no session is needed (one the body carries is only read to note who sent the call). */
  | "visitor"
  /** Anyone, unless the site requires log-in to see jobs (REQUIRE_LOGIN_FOR_JOBS): then signed-in. */
  | "job-reader"
  /** Any signed-in account. */
  | "signed-in"
  /** A signed-in candidate. */
  | "candidate"
  /** A signed-in employer or admin. */
  | "employer"
  /** The employer who posted the job the call names, or an admin. */
  | "employer-of-job"
  /** A signed-in admin. */
  | "admin"
  /** Whoever holds a valid signed link; no session (resume downloads). */
  | "signed-link";

/** The access kinds that refuse a call without a live session (401) whatever the configuration. */
export const sessionRequired = [
  "signed-in",
  "candidate",
  "employer",
  "employer-of-job",
  "admin",
] as const satisfies readonly Access[];
export type SessionRequired = (typeof sessionRequired)[number];

/** True when a call to an endpoint with this access is refused without a session. */
export function needsSession(access: Access): access is SessionRequired {
  return (sessionRequired as readonly Access[]).includes(access);
}

/** The roles each access admits once the session is live; the others get 403. */
export const rolesOf = {
  "job-reader": ["candidate", "employer", "admin"],
  "signed-in": ["candidate", "employer", "admin"],
  candidate: ["candidate"],
  employer: ["employer", "admin"],
  "employer-of-job": ["employer", "admin"],
  admin: ["admin"],
} as const satisfies Record<SessionRequired | "job-reader", readonly Role[]>;

/** The body field that carries the caller's session token, as the spec names it per endpoint. */
export type TokenField = "accessToken" | "authToken";

/**
 * One API endpoint, declared once: the server registers its route from it, the web client
 * calls it through it, and the OpenAPI document is generated from it.
 */
export interface Endpoint<
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
  A extends Access = Access,
  Token extends TokenField | undefined = TokenField | undefined,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: HttpMethod;
  /** The URL; a segment `:name` is a path parameter, which `params` must declare. */
  path: string;
  summary: string;
  tag: string;
  /** Who may call it; every endpoint says so, there is no default. */
  access: A;
  /** Where the body carries the session token, when the endpoint reads one. */
  token?: Token;
  body?: Body;
  query?: Query;
  /** The path parameters (`:name` segments of `path`), one key each; none when the path has none. */
  params?: Params;
  response: Response;
  /** Maximum request body in bytes, when it differs from the default. */
  bodyLimit?: number;
  /** Per-address rate limit (429 with Retry-After once over it); none when absent. */
  ipLimit?: IpLimit;
  /**
   * A write that creates something: it accepts an `Idempotency-Key` header, and a repeat with the
   * same key gets the first answer instead of writing again (docs/decisions/061-idempotency-keys.md).
   * The web client sends one key per form submission.
   */
  idempotent?: true;
}

export type BodyKeys<Body> = Body extends z.ZodType ? keyof z.input<Body> : never;

/**
 * The token a declaration must name: one the body has, required when the access reads a session,
 * optional for a visitor's call (read only to note the sender), absent otherwise.
 */
type TokenDeclaration<A extends Access, Token, Body> = A extends SessionRequired | "job-reader"
  ? { token: Token & BodyKeys<Body> }
  : A extends "visitor"
    ? { token?: Token & BodyKeys<Body> }
    : { token?: undefined };

export function defineEndpoint<
  Body extends z.ZodType | undefined,
  Query extends z.ZodType | undefined,
  Response extends z.ZodType,
  A extends Access,
  Token extends TokenField | undefined = undefined,
  Params extends z.ZodType | undefined = undefined,
>(
  endpoint: Omit<Endpoint<Body, Query, Response, A, Token, Params>, "token"> &
    TokenDeclaration<A, Token, Body>,
): Endpoint<Body, Query, Response, A, Token, Params> {
  return endpoint as Endpoint<Body, Query, Response, A, Token, Params>;
}

/** The names of a path's parameters: the `:name` segments of "/api/file/:token/:id". */
export function pathParameters(path: string): string[] {
  return path
    .split("/")
    .filter((segment) => segment.startsWith(":"))
    .map((segment) => segment.slice(1));
}
