import { listUsers } from "@site/contract/api/admin";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { post } from "../../../lib/api-client";
import { requireAuthToken } from "./auth-token";
import { consoleKeys, type UserFilter } from "./console-keys";

/** POST /api/listUsers: accounts matching the filter (e-mail contains, role, status), paged. */
export function fetchUsers(filter: UserFilter) {
  return post(
    listUsers.path,
    {
      authToken: requireAuthToken(),
      page: filter.page,
      ...(filter.email.trim() ? { email: filter.email.trim() } : {}),
      ...(filter.role ? { role: filter.role } : {}),
      ...(filter.status ? { status: filter.status } : {}),
    },
    listUsers.response,
  );
}

export function useUsers(filter: UserFilter) {
  return useQuery({
    queryKey: consoleKeys.userList(filter),
    queryFn: () => fetchUsers(filter),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
  });
}
