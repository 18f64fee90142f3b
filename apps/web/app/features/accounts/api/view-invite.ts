import { viewInvite } from "@site/contract/api/accounts";
import { useQuery } from "@tanstack/react-query";
import { call } from "#web/lib/api-client";

/** POST /api/view_invite: who invited the holder of the link, to which role. */
export function useInvite(token: string | null) {
  return useQuery({
    queryKey: ["invite", token],
    queryFn: () => call(viewInvite, { token: token ?? "" }),
    enabled: token !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
