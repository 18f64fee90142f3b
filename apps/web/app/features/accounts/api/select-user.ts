import { selectUser } from "@site/contract/api/accounts";
import { useMutation } from "@tanstack/react-query";
import { call } from "#web/lib/api-client";

/**
 * POST /api/selectUser: one account by its exact e-mail (an unknown one answers 404). A look-up
 * the user starts, so a mutation: it runs on demand and keeps its error.
 */
export function useSelectUser() {
  return useMutation({
    mutationFn: async (inputEmail: string) => (await call(selectUser, { inputEmail })).user,
  });
}
