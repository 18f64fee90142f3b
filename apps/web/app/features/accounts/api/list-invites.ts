import { listInvites } from "@site/contract/api/accounts";
import { consoleKeys } from "#web/layouts/console/console-keys";
import { useCallQuery } from "#web/lib/call-query";

/** POST /api/list_invites: the invitations not yet accepted nor revoked, newest first. */
export function useInvites() {
  return useCallQuery(listInvites, {}, consoleKeys.invites, {
    staleTime: 0,
  });
}
