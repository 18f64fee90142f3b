import { requestResetPasswordWithToken } from "@site/contract/api/accounts";
import { useMutation } from "@tanstack/react-query";
import { type CallInput, call } from "#web/lib/api-client";

/**
 * POST /api/requestResetPasswordWithToken: with the admin's own password (a step-up check),
 * e-mails the user a code to choose their own new password.
 */
export function useResetUserPassword() {
  return useMutation({
    mutationFn: (input: CallInput<typeof requestResetPasswordWithToken>) =>
      call(requestResetPasswordWithToken, input),
  });
}
