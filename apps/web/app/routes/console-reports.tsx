import { acrossJobsPage } from "@site/content/applications/reports";
import { ReportsScreen } from "../features/applications/console/reports-screen";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/console-reports";

export const meta: Route.MetaFunction = () => pageMeta(acrossJobsPage);

export default function ConsoleReportsRoute() {
  return <ReportsScreen />;
}
