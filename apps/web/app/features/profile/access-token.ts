import { messages } from "@site/contract/messages";
import { getAccessToken } from "../../lib/session-store";

/** No token is stored: the profile screens show "Access token not found" and go to /login. */
export class MissingAccessTokenError extends Error {
  override readonly name = "MissingAccessTokenError";
  constructor() {
    super(messages.accessTokenNotFound);
  }
}

/** The stored session token, which every profile call sends; throws when there is none. */
export function requireAccessToken(): string {
  const token = getAccessToken();
  if (token === null) throw new MissingAccessTokenError();
  return token;
}
