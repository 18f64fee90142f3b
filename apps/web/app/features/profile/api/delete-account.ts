import { deleteAccount } from "@site/contract/api/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CallInput, call } from "../../../lib/api-client";
import { signOut } from "../../../lib/session-store";

/** POST /api/delete_account; once it is done this browser forgets the session and every cached answer. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof deleteAccount>) => call(deleteAccount, input),
    onSuccess: async () => {
      await signOut();
      queryClient.clear();
    },
  });
}
