import { z } from "zod";
import { type BodyKeys, defineEndpoint } from "./endpoint.ts";
import { messageAnswer, sessionToken } from "./fields.ts";

/** The body of a console call: the session token as `authToken`, then the call's own fields. */
export const consoleBody = <Fields extends z.ZodRawShape>(fields: Fields) =>
  z.object({ authToken: sessionToken, ...fields });

/**
 * The calls of one part of the console (an admin's account management, a hiring team's pipeline):
 * POSTs of one tag and access whose body carries the session token as `authToken` (`consoleBody`,
 * or a body built like it). Returns the declaring function: path, summary, body, and the answer
 * (a message unless said).
 */
export const consoleCalls =
  <A extends "admin" | "employer-of-job">(part: { tag: string; access: A }) =>
  <Body extends z.ZodType<{ authToken?: string }>, Response extends z.ZodType = typeof messageAnswer>(
    path: string,
    summary: string,
    body: Body,
    response?: Response,
  ) =>
    defineEndpoint({
      method: "POST",
      path,
      summary,
      tag: part.tag,
      access: part.access as "admin" | "employer-of-job",
      // Body's type has authToken, which TypeScript cannot see through a generic body.
      token: "authToken" as "authToken" & BodyKeys<Body>,
      body,
      query: undefined,
      response: (response ?? messageAnswer) as Response,
    });
