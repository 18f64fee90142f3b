import { adminMessages } from "@site/contract/api/admin";
import { endpoints } from "@site/contract/endpoints";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contractRoute } from "../../http/contract-route.ts";
import type { FileStorage } from "../../platform/storage/storage.ts";
import { type AuthDeps, authorize } from "../auth/public.ts";
import { inviteUser, resetPasswordFor } from "./invite-and-reset.ts";
import { listInquiries } from "./list-inquiries.ts";
import { addUser, listUsers, removeUser, setUserStatus } from "./manage-users.ts";
import { findUserRow, toUserDetails } from "./user-details.ts";

/** User administration: every call needs an admin's session token (authToken). */
export function adminRoutes(app: FastifyInstance, deps: AuthDeps & { storage: FileStorage }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const e = endpoints.admin;
  const admin = (token: string | undefined) => authorize(deps.db, token, deps.now(), ["admin"]);

  api.route({
    ...contractRoute(e.addUser),
    handler: async (request) => {
      await admin(request.body.authToken);
      const { inputEmail, password, role } = request.body;
      const user = await addUser(deps.db, { email: inputEmail, password, role }, deps.now());
      return { message: adminMessages.userAdded, user };
    },
  });

  api.route({
    ...contractRoute(e.selectUser),
    handler: async (request) => {
      await admin(request.body.authToken);
      return { user: toUserDetails(await findUserRow(deps.db, request.body.inputEmail)) };
    },
  });

  api.route({
    ...contractRoute(e.deactivateUser),
    handler: async (request) => {
      const actor = await admin(request.body.authToken);
      await setUserStatus(deps.db, actor, request.body.inputEmail, "deactivated", deps.now());
      return { message: adminMessages.deactivated };
    },
  });

  api.route({
    ...contractRoute(e.reactivateUser),
    handler: async (request) => {
      const actor = await admin(request.body.authToken);
      await setUserStatus(deps.db, actor, request.body.inputEmail, "active", deps.now());
      return { message: adminMessages.reactivated };
    },
  });

  api.route({
    ...contractRoute(e.removeUser),
    handler: async (request) => {
      const actor = await admin(request.body.authToken);
      await removeUser(deps.db, deps.storage, actor, request.body.inputEmail);
      return { message: adminMessages.removed };
    },
  });

  api.route({
    ...contractRoute(e.listUsers),
    handler: async (request) => {
      await admin(request.body.authToken);
      const { email, role, status, page } = request.body;
      return listUsers(deps.db, { email, role, status, page });
    },
  });

  api.route({
    ...contractRoute(e.requestRegistrationWithToken),
    handler: async (request) => {
      await admin(request.body.authToken);
      await inviteUser(deps, request.body.inputEmail, request.body.password);
      return { message: adminMessages.invited };
    },
  });

  api.route({
    ...contractRoute(e.requestResetPasswordWithToken),
    handler: async (request) => {
      const actor = await admin(request.body.authToken);
      // A `newpassword` in the body is ignored: the user chooses their own after the e-mailed code.
      const { inputEmail, password } = request.body;
      await resetPasswordFor(deps, actor, { email: inputEmail, ownPassword: password });
      return { message: adminMessages.resetSent };
    },
  });

  api.route({
    ...contractRoute(e.listInquiries),
    handler: async (request) => {
      await admin(request.body.authToken);
      return listInquiries(deps.db, request.body.page);
    },
  });
}
