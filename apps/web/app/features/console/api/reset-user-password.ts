import { requestResetPasswordWithToken } from "@site/contract/api/admin";
import { useMutation } from "@tanstack/react-query";
import { type CallInput, call } from "../../../lib/api-client";

/** POST /api/requestResetPasswordWithToken: the new password applies once the user confirms it. */
export function useResetUserPassword() {
  return useMutation({
    mutationFn: (input: CallInput<typeof requestResetPasswordWithToken>) =>
      call(requestResetPasswordWithToken, input),
  });
}
