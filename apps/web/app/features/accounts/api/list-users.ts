import { listUsers } from "@site/contract/api/accounts";
import { useQuery } from "@tanstack/react-query";
import { consoleKeys, consoleListQuery, type UserFilter } from "#web/layouts/console/console-keys";
import { call } from "#web/lib/api-client";

/** POST /api/listUsers: accounts matching the filter (e-mail contains, role, status), paged. */
export function useUsers(filter: UserFilter) {
  return useQuery({
    queryKey: consoleKeys.userList(filter),
    queryFn: () =>
      call(listUsers, {
        page: filter.page,
        ...(filter.email.trim() ? { email: filter.email.trim() } : {}),
        ...(filter.role ? { role: filter.role } : {}),
        ...(filter.status ? { status: filter.status } : {}),
      }),
    ...consoleListQuery,
  });
}
