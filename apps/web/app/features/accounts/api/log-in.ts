import { logIn } from "@site/contract/api/accounts";
import { useMutation } from "@tanstack/react-query";
import { type CallInput, call } from "#web/lib/api-client";

/** POST /api/auth/log-in: answers a session token and the user's first name. */
export function useLogIn() {
  return useMutation({ mutationFn: (input: CallInput<typeof logIn>) => call(logIn, input) });
}
