import { verifyResetPassword } from "@site/contract/api/auth";
import { useMutation } from "@tanstack/react-query";
import { type CallInput, call } from "../../../lib/api-client";

/** POST /api/verifyResetPassword: applies the requested new password with the e-mailed code. */
export function useVerifyPasswordReset() {
  return useMutation({
    mutationFn: (input: CallInput<typeof verifyResetPassword>) => call(verifyResetPassword, input),
  });
}
