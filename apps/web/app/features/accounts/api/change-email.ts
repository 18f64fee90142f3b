import { confirmEmailChange, requestEmailChange } from "@site/contract/api/accounts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CallInput, call } from "#web/lib/api-client";
import { getAccessToken, getSession, signIn } from "#web/lib/session-store";
import { profileKeys } from "./profile-keys";

/** POST /api/request_email_change: mails a code to the new address (current password required). */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (input: CallInput<typeof requestEmailChange>) => call(requestEmailChange, input),
  });
}

/**
 * POST /api/confirm_email_change: the code moves the account to the new address. The session stays;
 * it only learns the new address, and the profile is read again.
 */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof confirmEmailChange>) => call(confirmEmailChange, input),
    onSuccess: async ({ email }) => {
      const token = getAccessToken();
      const { role } = getSession();
      if (token) signIn(token, email, role ?? undefined);
      await queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}
