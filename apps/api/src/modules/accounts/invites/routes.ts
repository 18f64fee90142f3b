import { inviteEndpoints, inviteMessages } from "@site/contract/api/accounts";
import type { FastifyInstance } from "fastify";
import { contractRoutes } from "#api/http/contract-route.ts";
import { acceptInvite, viewInvite } from "./accept-invite.ts";
import type { InviteDeps } from "./deps.ts";
import { inviteUser } from "./invite-user.ts";
import { listInvites, resendInvite, revokeInvite } from "./manage-invites.ts";

/**
 * Invitations (docs/decisions/045-invites.md): admins invite, list, resend and revoke; whoever
 * holds a link's token reads it and accepts it. Each endpoint's access is declared on it.
 */
export function inviteRoutes(app: FastifyInstance, deps: InviteDeps): void {
  const { access } = deps;

  contractRoutes(app, inviteEndpoints, access, {
    inviteUser: {
      handler: async ({ body }, admin) => {
        const { inputEmail: email, firstName, lastName, role } = body;
        const invite = await inviteUser(deps, admin, { email, firstName, lastName, role });
        return { message: inviteMessages.invited, invite };
      },
    },
    listInvites: {
      handler: () => listInvites(deps),
    },
    resendInvite: {
      handler: async ({ body }, admin) => {
        await resendInvite(deps, admin, body.inviteId);
        return { message: inviteMessages.resent };
      },
    },
    revokeInvite: {
      handler: async ({ body }) => {
        await revokeInvite(deps, body.inviteId);
        return { message: inviteMessages.revoked };
      },
    },
    viewInvite: {
      handler: ({ body }) => viewInvite(deps, body.token),
    },
    acceptInvite: {
      handler: ({ body }) => acceptInvite(deps, body.token, body.password),
    },
  });
}
