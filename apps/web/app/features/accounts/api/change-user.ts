import { deactivateUser, reactivateUser, removeUser } from "@site/contract/api/accounts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { consoleKeys } from "#web/layouts/console/console-keys";
import { call } from "#web/lib/api-client";

const endpoints = { deactivate: deactivateUser, reactivate: reactivateUser, remove: removeUser } as const;
export type UserChange = keyof typeof endpoints;

/** POST /api/deactivateUser, /api/reactivateUser or /api/removeUser for one account. */
export function useChangeUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ change, inputEmail }: { change: UserChange; inputEmail: string }) =>
      call(endpoints[change], { inputEmail }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.users }),
  });
}
