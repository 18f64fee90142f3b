import { ConsoleHome } from "../features/console/components/console-home";
import { consolePages } from "../features/console/console-copy";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/console-home";

export const meta: Route.MetaFunction = () => pageMeta(consolePages.home);

export default function ConsoleHomeRoute() {
  return <ConsoleHome />;
}
