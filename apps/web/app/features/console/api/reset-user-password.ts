import { requestResetPasswordWithToken } from "@site/contract/api/admin";
import { useMutation } from "@tanstack/react-query";
import { post } from "../../../lib/api-client";
import { requireAuthToken } from "./auth-token";

export interface PasswordReset {
  inputEmail: string;
  /** The admin's own password (a step-up check). */
  password: string;
}

/** POST /api/requestResetPasswordWithToken: e-mails the user a code to choose their own new password. */
export function resetUserPassword(input: PasswordReset) {
  return post(
    requestResetPasswordWithToken.path,
    { authToken: requireAuthToken(), ...input },
    requestResetPasswordWithToken.response,
  );
}

export function useResetUserPassword() {
  return useMutation({ mutationFn: resetUserPassword });
}
