import { requestResetPassword } from "@site/contract/api/accounts";
import { useMutation } from "@tanstack/react-query";
import { type CallInput, call } from "#web/lib/api-client";

/**
 * POST /api/requestResetPassword: e-mails a code with which the owner chooses a new password.
 * The answer is the same whether or not the account exists.
 */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: CallInput<typeof requestResetPassword>) => call(requestResetPassword, input),
  });
}
