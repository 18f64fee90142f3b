import { consolePages } from "@site/content/console";
import { ConsoleLayout } from "../layouts/console/console-layout";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/console";

export const meta: Route.MetaFunction = () => [
  ...pageMeta(consolePages.home),
  { name: "robots", content: "noindex" },
];

export default function ConsoleRoute() {
  return <ConsoleLayout />;
}
