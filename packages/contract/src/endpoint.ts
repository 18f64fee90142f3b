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

/**
 * One API endpoint, declared once: the server registers its route from it, the web client
 * calls it through it, and the OpenAPI document is generated from it.
 */
export interface Endpoint<
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  body?: Body;
  query?: Query;
  response: Response;
  /** Maximum request body in bytes, when it differs from the default. */
  bodyLimit?: number;
  /** Per-address rate limit (429 with Retry-After once over it); none when absent. */
  ipLimit?: IpLimit;
}

export function defineEndpoint<
  Body extends z.ZodType | undefined,
  Query extends z.ZodType | undefined,
  Response extends z.ZodType,
>(endpoint: Endpoint<Body, Query, Response>): Endpoint<Body, Query, Response> {
  return endpoint;
}
