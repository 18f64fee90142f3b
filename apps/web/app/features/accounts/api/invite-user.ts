import { inviteUser } from "@site/contract/api/accounts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { consoleKeys } from "#web/layouts/console/console-keys";
import { type CallInput, call } from "#web/lib/api-client";

/** POST /api/invite_user: e-mails someone a link to set their own password (docs/decisions/045-invites.md). */
export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof inviteUser>) => call(inviteUser, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.invites }),
  });
}
