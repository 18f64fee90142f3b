import { viewInvite } from "@site/contract/api/accounts";
import { useCallQuery } from "#web/lib/call-query";

/** POST /api/view_invite: who invited the holder of the link, to which role. */
export function useInvite(token: string | null) {
  return useCallQuery(viewInvite, { token: token ?? "" }, ["invite", token], {
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
