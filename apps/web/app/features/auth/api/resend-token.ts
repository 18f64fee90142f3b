import { resendToken as resendTokenEndpoint } from "@site/contract/api/auth";
import { useMutation } from "@tanstack/react-query";
import { post } from "../../../lib/api-client";

/**
 * POST /api/auth/resend-token?email=…: e-mails a new verification code. The address travels
 * in the query; the body is an empty JSON object (an empty JSON body is refused).
 */
export function resendToken(email: string): Promise<{ message: string }> {
  const query = new URLSearchParams({ email });
  return post(`${resendTokenEndpoint.path}?${query}`, {}, resendTokenEndpoint.response);
}

export function useResendToken() {
  return useMutation({ mutationFn: resendToken });
}
