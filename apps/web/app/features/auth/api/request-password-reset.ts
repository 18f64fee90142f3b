import { requestResetPassword } from "@site/contract/api/auth";
import { useMutation } from "@tanstack/react-query";
import { post } from "../../../lib/api-client";

export interface RequestPasswordResetInput {
  inputEmail: string;
}

/**
 * POST /api/requestResetPassword: e-mails a code with which the owner chooses a new password.
 * The answer is the same whether or not the account exists.
 */
export function requestPasswordReset(input: RequestPasswordResetInput): Promise<{ message: string }> {
  return post(requestResetPassword.path, input, requestResetPassword.response);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
