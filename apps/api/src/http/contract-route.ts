import type { Endpoint } from "@site/contract/endpoint";
import { errorBody } from "@site/contract/error";
import type { z } from "zod";

/** Route options (method, url, schemas, body and rate limits) of a contract endpoint, for `app.route`. */
export function contractRoute<
  Body extends z.ZodType | undefined,
  Query extends z.ZodType | undefined,
  Response extends z.ZodType,
>(endpoint: Endpoint<Body, Query, Response>) {
  const schema = {
    summary: endpoint.summary,
    tags: [endpoint.tag],
    response: { 200: endpoint.response, "4xx": errorBody, "5xx": errorBody },
    // Absent parts are left out rather than set to undefined, which Fastify warns about.
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
  } as {
    summary: string;
    tags: string[];
    response: { 200: Response; "4xx": typeof errorBody; "5xx": typeof errorBody };
    body: Body;
    querystring: Query;
  };
  return {
    method: endpoint.method,
    url: endpoint.path,
    ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
    // Counted by registerIpLimits before the body is read.
    ...(endpoint.ipLimit ? { config: { ipLimit: endpoint.ipLimit } } : {}),
    schema,
  };
}
