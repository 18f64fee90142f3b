import { resendToken } from "@site/contract/api/accounts";
import { useMutation } from "@tanstack/react-query";
import { call } from "#web/lib/api-client";

/**
 * POST /api/auth/resend-token?email=…: e-mails a new verification code. The address travels
 * in the query; the body is an empty JSON object (an empty JSON body is refused).
 */
export function useResendToken() {
  return useMutation({ mutationFn: (email: string) => call(resendToken, { email }) });
}
