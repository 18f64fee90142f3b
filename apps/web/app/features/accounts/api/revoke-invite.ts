import { revokeInvite } from "@site/contract/api/accounts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { consoleKeys } from "#web/layouts/console/console-keys";
import { call } from "#web/lib/api-client";

/** POST /api/revoke_invite: the invitation's link stops working. */
export function useRevokeInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) => call(revokeInvite, { inviteId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKeys.invites }),
  });
}
