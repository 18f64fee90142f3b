import { listInvites } from "@site/contract/api/accounts";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { consoleKeys } from "./console-keys";

/** POST /api/list_invites: the invitations not yet accepted nor revoked, newest first. */
export function useInvites() {
  return useQuery({
    queryKey: consoleKeys.invites,
    queryFn: () => call(listInvites, {}),
    retry: false,
    staleTime: 0,
  });
}
