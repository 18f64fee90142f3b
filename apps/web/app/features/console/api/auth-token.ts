import { messages } from "@site/contract/messages";
import { ApiError } from "../../../lib/api-client";
import { getAccessToken } from "../../../lib/session-store";

/**
 * The session token sent as `authToken`: an employer's or admin's session is the same kind of
 * token as a candidate's (docs/product/product-choices.md). Without one the call fails like the server would.
 */
export function requireAuthToken(): string {
  const token = getAccessToken();
  if (token === null) throw new ApiError(messages.accessTokenNotFound, 401, messages.accessTokenNotFound);
  return token;
}
