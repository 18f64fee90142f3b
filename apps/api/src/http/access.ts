import { adminMessages } from "@site/contract/api/accounts";
import { type Access, type Role, rolesOf } from "@site/contract/endpoint";
import { messages } from "@site/contract/messages";
import { Forbidden, type HttpError, Unauthorized } from "./errors.ts";

/** The account behind a live session, as the access check hands it to a handler. */
export interface Caller {
  sessionId: string;
  userId: string;
  email: string;
  role: Role;
}

/** What the access check needs from the app; built once in buildApp. */
export interface AccessPolicy {
  /** The live session behind a token (active account, neither expired nor revoked), else undefined. */
  findSession(token: string): Promise<Caller | undefined>;
  /** REQUIRE_LOGIN_FOR_JOBS: "job-reader" endpoints then need a session. */
  jobsNeedLogin: boolean;
}

/** The parts of a check only the route can answer, declared beside it (contractRoute requires them). */
export interface AccessHooks {
  /** employer-of-job: the account that posted the job the call names; throws NotFound without one. */
  ownerOf?: () => Promise<string | null>;
  /** signed-link: throws the endpoint's refusal unless the link in the call is valid. */
  checkLink?: () => void;
  /** The refusal for a missing or dead session, for an endpoint that words it its own way. */
  unauthorized?: (message: string) => HttpError;
}

/** A token a client really sent: the spec's signed-out clients send none or the text "null". */
export const given = (token: unknown): token is string =>
  typeof token === "string" && token !== "" && token !== "null";

/**
 * Decides one call by the endpoint's declared access (docs/decisions/028-permissions-on-the-endpoint.md):
 * answers the caller (undefined for a call that may go without a session), or throws 401 "Access
 * token not found" / "Session expired. Please login again.", 403 for a role that may not act, or
 * 403 "This job belongs to another employer." for an employer who does not own the job.
 */
export async function checkAccess(
  access: Access,
  token: unknown,
  policy: AccessPolicy,
  hooks: AccessHooks = {},
): Promise<Caller | undefined> {
  switch (access) {
    case "signed-link":
      if (!hooks.checkLink) throw new Error("a signed-link endpoint needs its checkLink");
      hooks.checkLink();
      return undefined;
    case "visitor":
      // Read only to note who sent the call: a stale or unknown token makes it a visitor's.
      return given(token) ? policy.findSession(token) : undefined;
    case "job-reader":
      if (!policy.jobsNeedLogin) return undefined;
      return signedIn(token, policy, hooks);
    case "signed-in":
    case "candidate":
    case "employer":
    case "employer-of-job":
    case "admin":
      break;
    default:
      throw new Error(`unknown access "${access satisfies never}"`);
  }
  const caller = await signedIn(token, policy, hooks);
  if (!(rolesOf[access] as readonly Role[]).includes(caller.role)) throw new Forbidden();
  if (access === "employer-of-job") {
    if (!hooks.ownerOf) throw new Error("an employer-of-job endpoint needs its ownerOf");
    // Asked of an admin too: a job that does not exist is 404 for everyone.
    const owner = await hooks.ownerOf();
    if (caller.role !== "admin" && owner !== caller.userId) throw new Forbidden(adminMessages.notYourJob);
  }
  return caller;
}

async function signedIn(token: unknown, policy: AccessPolicy, hooks: AccessHooks): Promise<Caller> {
  const refuse = hooks.unauthorized ?? ((message: string) => new Unauthorized(message));
  if (!given(token)) throw refuse(messages.accessTokenNotFound);
  const caller = await policy.findSession(token);
  if (!caller) throw refuse(messages.sessionExpired);
  return caller;
}
