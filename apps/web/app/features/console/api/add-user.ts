import { addUser, type UserDetails } from "@site/contract/api/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { post } from "../../../lib/api-client";
import { requireAuthToken } from "./auth-token";
import { consoleKeys } from "./console-keys";

export interface NewUser {
  inputEmail: string;
  password: string;
  role: UserDetails["role"];
}

/** POST /api/addUser: creates an active account with the given role. */
export function createUser(input: NewUser) {
  return post(addUser.path, { authToken: requireAuthToken(), ...input }, addUser.response);
}

export function useAddUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.users }),
  });
}
