import { listInvites } from "@site/contract/api/accounts";
import { useQuery } from "@tanstack/react-query";
import { consoleKeys } from "#web/layouts/console/console-keys";
import { call } from "#web/lib/api-client";

/** POST /api/list_invites: the invitations not yet accepted nor revoked, newest first. */
export function useInvites() {
  return useQuery({
    queryKey: consoleKeys.invites,
    queryFn: () => call(listInvites, {}),
    retry: false,
    staleTime: 0,
  });
}
