import { consolePages } from "@site/content/console";
import { ConsoleHome } from "../layouts/console/console-home";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/console-home";

export const meta: Route.MetaFunction = () => pageMeta(consolePages.home);

export default function ConsoleHomeRoute() {
  return <ConsoleHome />;
}
