import { z } from "zod";
import { defineEndpoint } from "./endpoint.ts";
import { sessionToken } from "./fields.ts";

/**
 * The caller's own list, answered whole (a few dozen items at most, so not paged): a POST whose
 * body is the session token alone, answered as `{ data: [...] }`. Saved jobs, job alerts and one's
 * applications are such lists.
 */
export const ownList = <Item extends z.ZodType, A extends "signed-in" | "candidate">(list: {
  path: string;
  summary: string;
  tag: string;
  access: A;
  item: Item;
}) =>
  defineEndpoint({
    method: "POST",
    path: list.path,
    summary: list.summary,
    tag: list.tag,
    access: list.access as "signed-in" | "candidate",
    token: "accessToken",
    body: z.object({ accessToken: sessionToken }),
    query: undefined,
    response: z.object({ data: z.array(list.item) }),
  });
