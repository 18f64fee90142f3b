import { requestResetPasswordWithToken } from "@site/contract/api/admin";
import { useMutation } from "@tanstack/react-query";
import { post } from "../../../lib/api-client";
import { requireAuthToken } from "./auth-token";

export interface PasswordReset {
  inputEmail: string;
  /** The admin's own password (a step-up check, docs/product/product-choices.md). */
  password: string;
  newpassword: string;
}

/** POST /api/requestResetPasswordWithToken: the new password applies once the user confirms it. */
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
