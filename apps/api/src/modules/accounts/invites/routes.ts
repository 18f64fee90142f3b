import { inviteMessages } from "@site/contract/api/accounts";
import { endpoints } from "@site/contract/endpoints";
import type { FastifyInstance } from "fastify";
import { contractRoute } from "#api/http/contract-route.ts";
import { acceptInvite, viewInvite } from "./accept-invite.ts";
import type { InviteDeps } from "./deps.ts";
import { inviteUser } from "./invite-user.ts";
import { listInvites, resendInvite, revokeInvite } from "./manage-invites.ts";

/**
 * Invitations (docs/decisions/045-invites.md): admins invite, list, resend and revoke; whoever
 * holds a link's token reads it and accepts it. Each endpoint's access is declared on it.
 */
export function inviteRoutes(app: FastifyInstance, deps: InviteDeps): void {
  const e = endpoints.accounts;
  const { access } = deps;

  app.route(
    contractRoute(e.inviteUser, access, {
      handler: async ({ body }, admin) => {
        const { inputEmail: email, firstName, lastName, role } = body;
        const invite = await inviteUser(deps, admin, { email, firstName, lastName, role });
        return { message: inviteMessages.invited, invite };
      },
    }),
  );

  app.route(contractRoute(e.listInvites, access, { handler: () => listInvites(deps) }));

  app.route(
    contractRoute(e.resendInvite, access, {
      handler: async ({ body }, admin) => {
        await resendInvite(deps, admin, body.inviteId);
        return { message: inviteMessages.resent };
      },
    }),
  );

  app.route(
    contractRoute(e.revokeInvite, access, {
      handler: async ({ body }) => {
        await revokeInvite(deps, body.inviteId);
        return { message: inviteMessages.revoked };
      },
    }),
  );

  app.route(contractRoute(e.viewInvite, access, { handler: ({ body }) => viewInvite(deps, body.token) }));

  app.route(
    contractRoute(e.acceptInvite, access, {
      handler: ({ body }) => acceptInvite(deps, body.token, body.password),
    }),
  );
}
