import { verifyResetPassword } from "@site/contract/api/auth";
import { useMutation } from "@tanstack/react-query";
import { post } from "../../../lib/api-client";

export interface VerifyPasswordResetInput {
  inputEmail: string;
  token: string;
}

/** POST /api/verifyResetPassword: applies the requested new password with the e-mailed code. */
export function verifyPasswordReset(input: VerifyPasswordResetInput): Promise<{ message: string }> {
  return post(verifyResetPassword.path, input, verifyResetPassword.response);
}

export function useVerifyPasswordReset() {
  return useMutation({ mutationFn: verifyPasswordReset });
}
