import { verifyResetPassword } from "@site/contract/api/auth";
import { useMutation } from "@tanstack/react-query";
import { post } from "../../../lib/api-client";

export interface VerifyPasswordResetInput {
  inputEmail: string;
  token: string;
  newpassword: string;
}

/** POST /api/verifyResetPassword: the e-mailed code and the new password; ends every session. */
export function verifyPasswordReset(input: VerifyPasswordResetInput): Promise<{ message: string }> {
  return post(verifyResetPassword.path, input, verifyResetPassword.response);
}

export function useVerifyPasswordReset() {
  return useMutation({ mutationFn: verifyPasswordReset });
}
