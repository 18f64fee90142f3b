import { consolePages } from "@site/content/console";
import { AdminOnly } from "../features/console/components/console-layout";
import { UsersScreen } from "../features/console/users/users-screen";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/console-users";

export const meta: Route.MetaFunction = () => pageMeta(consolePages.users);

export default function ConsoleUsersRoute() {
  return (
    <AdminOnly>
      <UsersScreen />
    </AdminOnly>
  );
}
