import { z } from "zod";
import { defineEndpoint, type IpLimit } from "../../endpoint.ts";
import { signedLinkFields } from "../../fields.ts";

/**
 * The calls made with the signed link of one of our mails to a candidate (no account): POSTs of
 * the applications tag under the link's IP limit, whose body is the link's id and token (refused
 * with `linkInvalid`) and any fields a call adds. Returns the declaring function: path, summary,
 * answer, and those fields.
 */
export const signedLinkCalls = <Id extends string>(id: Id, linkInvalid: string, ipLimit: IpLimit) => {
  const linkBody = z.object(signedLinkFields(id, linkInvalid));
  return <Response extends z.ZodType, Fields extends z.ZodRawShape = Record<never, never>>(
    path: string,
    summary: string,
    response: Response,
    fields?: Fields,
  ) =>
    defineEndpoint({
      method: "POST",
      access: "signed-link",
      path,
      summary,
      tag: "applications",
      ipLimit,
      body: linkBody.extend(fields ?? ({} as Fields)),
      query: undefined,
      response,
    });
};
