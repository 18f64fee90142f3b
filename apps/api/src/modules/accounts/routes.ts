import type { FastifyInstance } from "fastify";
import type { AccessPolicy } from "#api/http/access.ts";
import type { RateLimits } from "#api/platform/rate-limit.ts";
import type { LinkSigner } from "#api/platform/signing.ts";
import type { FileStorage } from "#api/platform/storage/storage.ts";
import type { AuthDeps } from "./auth/deps.ts";
import { authRoutes } from "./auth/routes.ts";
import { inviteRoutes } from "./invites/routes.ts";
import { profileRoutes } from "./profile/routes.ts";
import { adminRoutes } from "./users/routes.ts";

export interface AccountsDeps extends AuthDeps {
  access: AccessPolicy;
  signer: LinkSigner;
  storage: FileStorage;
  limits: RateLimits;
  /**
   * Erasing an account closes its open jobs or gives them to another employer, outside the job
   * posts' service: this tells it, so that no kept answer or count shows them as before (decision 121).
   */
  jobsChanged: () => Promise<void>;
}

/** The accounts domain: signing up and in, one's own profile, invitations, and admins managing accounts. */
export function accountRoutes(app: FastifyInstance, deps: AccountsDeps): void {
  authRoutes(app, deps, deps.limits);
  profileRoutes(app, deps);
  adminRoutes(app, deps);
  inviteRoutes(app, deps);
}
