import { adminEndpoints, adminMessages } from "@site/contract/api/accounts";
import type { FastifyInstance } from "fastify";
import type { AccessPolicy } from "#api/http/access.ts";
import { contractRoutes } from "#api/http/contract-route.ts";
import type { FileStorage } from "#api/platform/storage/storage.ts";
import type { AuthDeps } from "../auth/deps.ts";
import { inviteUser, resetPasswordFor } from "./invite-and-reset.ts";
import { addUser, listUsers, removeUser, setUserStatus } from "./manage-users.ts";
import { openJobsOf } from "./open-jobs.ts";
import { findUserRow, toUserDetails } from "./user-details.ts";

/** User administration: every endpoint declares access "admin", checked before these handlers run. */
export function adminRoutes(
  app: FastifyInstance,
  deps: AuthDeps & { storage: FileStorage; access: AccessPolicy; jobsChanged: () => Promise<void> },
): void {
  const { access } = deps;

  contractRoutes(app, adminEndpoints, access, {
    addUser: {
      handler: async ({ body }) => {
        const user = await addUser(
          deps.db,
          { email: body.inputEmail, password: body.password, role: body.role },
          deps.now(),
        );
        return { message: adminMessages.userAdded, user };
      },
    },
    selectUser: {
      handler: async ({ body }) => ({ user: toUserDetails(await findUserRow(deps.db, body.inputEmail)) }),
    },
    deactivateUser: {
      handler: async ({ body }, actor) => {
        await setUserStatus(deps.db, actor, body.inputEmail, "deactivated", deps.now());
        return { message: adminMessages.deactivated };
      },
    },
    reactivateUser: {
      handler: async ({ body }, actor) => {
        await setUserStatus(deps.db, actor, body.inputEmail, "active", deps.now());
        return { message: adminMessages.reactivated };
      },
    },
    removeUser: {
      handler: async ({ body }, actor) => {
        await removeUser(deps.db, deps.storage, actor, body.inputEmail, deps.now(), {
          openJobs: body.openJobs,
          transferTo: body.transferTo,
        });
        await deps.jobsChanged();
        return { message: adminMessages.removed };
      },
    },
    userOpenJobs: {
      handler: async ({ body }) => ({ openJobs: await openJobsOf(deps.db, body.inputEmail) }),
    },
    listUsers: {
      handler: ({ body: { email, role, status, page } }) => listUsers(deps.db, { email, role, status, page }),
    },
    requestRegistrationWithToken: {
      handler: async ({ body }) => {
        await inviteUser(deps, body.inputEmail, body.password);
        return { message: adminMessages.invited };
      },
    },
    requestResetPasswordWithToken: {
      handler: async ({ body }, actor) => {
        // A `newpassword` in the body is ignored: the user chooses their own after the e-mailed code.
        await resetPasswordFor(deps, actor, { email: body.inputEmail, ownPassword: body.password });
        return { message: adminMessages.resetSent };
      },
    },
  });
}
