import { verifyRegister } from "@site/contract/api/accounts";
import { useMutation } from "@tanstack/react-query";
import { type CallInput, call } from "#web/lib/api-client";

/** POST /api/auth/verify-register: activates the account with the e-mailed code. */
export function useVerifyRegistration() {
  return useMutation({
    mutationFn: (input: CallInput<typeof verifyRegister>) => call(verifyRegister, input),
  });
}
