import { type RegistrationBody, register } from "@site/contract/api/auth";
import { useMutation } from "@tanstack/react-query";
import { post } from "../../../lib/api-client";

/** POST /api/auth/register: creates a pending account and e-mails a verification code. */
export function registerAccount(body: RegistrationBody): Promise<{ message: string }> {
  return post(register.path, body, register.response);
}

export function useRegisterAccount() {
  return useMutation({ mutationFn: registerAccount });
}
