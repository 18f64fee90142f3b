import { logIn as logInEndpoint } from "@site/contract/api/auth";
import { useMutation } from "@tanstack/react-query";
import { post } from "../../../lib/api-client";

export interface LogInInput {
  inputEmail: string;
  password: string;
}

/** POST /api/auth/log-in: answers a session token and the user's first name. */
export function logIn(input: LogInInput): Promise<{ accessToken: string; userName: string }> {
  return post(logInEndpoint.path, input, logInEndpoint.response);
}

export function useLogIn() {
  return useMutation({ mutationFn: logIn });
}
