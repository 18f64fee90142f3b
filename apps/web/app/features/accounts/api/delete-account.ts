import { deleteAccount } from "@site/contract/api/accounts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CallInput, call } from "#web/lib/api-client";
import { signOut } from "#web/lib/session-store";

/**
 * POST /api/delete_account. Once it is done the screen first `leave`s (says so and goes home: here,
 * not in `mutate`'s own callbacks, which no longer run once the screen has unmounted), then this
 * browser forgets the session and every cached answer: the other way round, the profile screen
 * would see its session vanish and send the person to the log-in page.
 */
export function useDeleteAccount(leave: (answer: { message: string }) => void | Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof deleteAccount>) => call(deleteAccount, input),
    onSuccess: async (answer) => {
      await leave(answer);
      await signOut();
      queryClient.clear();
    },
  });
}
