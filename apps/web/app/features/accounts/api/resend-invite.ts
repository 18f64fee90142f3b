import { resendInvite } from "@site/contract/api/accounts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { consoleKeys } from "#web/layouts/console/console-keys";
import { call } from "#web/lib/api-client";

/** POST /api/resend_invite: a new link mailed; the earlier one stops working. */
export function useResendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) => call(resendInvite, { inviteId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKeys.invites }),
  });
}
