import { consolePages } from "@site/content/console";
import { UsersScreen } from "../features/accounts/console/users-screen";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/console-users";

export const meta: Route.MetaFunction = () => pageMeta(consolePages.users);

export default function ConsoleUsersRoute() {
  return <UsersScreen />;
}
