import { verifyResetPassword } from "@site/contract/api/accounts";
import { useMutation } from "@tanstack/react-query";
import { type CallInput, call } from "#web/lib/api-client";

/** POST /api/verifyResetPassword: the e-mailed code and the new password; ends every session. */
export function useVerifyPasswordReset() {
  return useMutation({
    mutationFn: (input: CallInput<typeof verifyResetPassword>) => call(verifyResetPassword, input),
  });
}
