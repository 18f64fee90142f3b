import { register } from "@site/contract/api/accounts";
import { useMutation } from "@tanstack/react-query";
import { type CallInput, call } from "#web/lib/api-client";

/** POST /api/auth/register: creates a pending account and e-mails a verification code. */
export function useRegisterAccount() {
  return useMutation({ mutationFn: (input: CallInput<typeof register>) => call(register, input) });
}
