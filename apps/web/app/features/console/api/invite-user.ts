import { requestRegistrationWithToken } from "@site/contract/api/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { post } from "../../../lib/api-client";
import { requireAuthToken } from "./auth-token";
import { consoleKeys } from "./console-keys";

/** POST /api/requestRegistrationWithToken: a pending account, its code e-mailed to the person. */
export function inviteUser(input: { inputEmail: string; password: string }) {
  return post(
    requestRegistrationWithToken.path,
    { authToken: requireAuthToken(), ...input },
    requestRegistrationWithToken.response,
  );
}

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.users }),
  });
}
