import { acceptInvite } from "@site/contract/api/accounts";
import { useMutation } from "@tanstack/react-query";
import { type CallInput, call } from "#web/lib/api-client";

/** POST /api/accept_invite: the invitee's own password makes the account; answers a session. */
export function useAcceptInvite() {
  return useMutation({ mutationFn: (input: CallInput<typeof acceptInvite>) => call(acceptInvite, input) });
}
