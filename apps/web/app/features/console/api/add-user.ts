import { addUser } from "@site/contract/api/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CallInput, call } from "../../../lib/api-client";
import { consoleKeys } from "./console-keys";

/** POST /api/addUser: creates an active account with the given role. */
export function useAddUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof addUser>) => call(addUser, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.users }),
  });
}
