import { requestRegistrationWithToken } from "@site/contract/api/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CallInput, call } from "../../../lib/api-client";
import { consoleKeys } from "./console-keys";

/** POST /api/requestRegistrationWithToken: a pending account, its code e-mailed to the person. */
export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof requestRegistrationWithToken>) =>
      call(requestRegistrationWithToken, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.users }),
  });
}
