import { verifyRegister } from "@site/contract/api/auth";
import { useMutation } from "@tanstack/react-query";
import { post } from "../../../lib/api-client";

export interface VerifyRegistrationInput {
  email: string;
  token: string;
}

/** POST /api/auth/verify-register: activates the account with the e-mailed code. */
export function verifyRegistration(input: VerifyRegistrationInput): Promise<{ message: string }> {
  return post(verifyRegister.path, input, verifyRegister.response);
}

export function useVerifyRegistration() {
  return useMutation({ mutationFn: verifyRegistration });
}
