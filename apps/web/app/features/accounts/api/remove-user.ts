import { removeUser, userOpenJobs } from "@site/contract/api/accounts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { consoleKeys } from "#web/layouts/console/console-keys";
import { call } from "#web/lib/api-client";

/** POST /api/userOpenJobs: the count the removal dialog states. */
export function useUserOpenJobs(email: string | null) {
  return useQuery({
    // Not under consoleKeys.users: removing the account refreshes the users, and this count of
    // the account just removed must not be asked again (it would answer 404).
    queryKey: ["console", "user-open-jobs", email] as const,
    queryFn: async () => (await call(userOpenJobs, { inputEmail: email ?? "" })).openJobs,
    enabled: email !== null,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

/** POST /api/removeUser, with what happens to the account's open jobs when it has some. */
export function useRemoveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { inputEmail: string; openJobs?: "transfer" | "close"; transferTo?: string }) =>
      call(removeUser, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleKeys.users }),
        queryClient.invalidateQueries({ queryKey: consoleKeys.jobs }),
      ]),
  });
}
