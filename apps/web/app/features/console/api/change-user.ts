import { deactivateUser, reactivateUser, removeUser } from "@site/contract/api/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { post } from "../../../lib/api-client";
import { requireAuthToken } from "./auth-token";
import { consoleKeys } from "./console-keys";

const answer = z.object({ message: z.string() });
const endpoints = { deactivate: deactivateUser, reactivate: reactivateUser, remove: removeUser } as const;
export type UserChange = keyof typeof endpoints;

/** POST /api/deactivateUser, /api/reactivateUser or /api/removeUser for one account. */
export function changeUser({ change, inputEmail }: { change: UserChange; inputEmail: string }) {
  const endpoint = endpoints[change];
  return post(endpoint.path, { authToken: requireAuthToken(), inputEmail }, answer);
}

export function useChangeUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.users }),
  });
}
