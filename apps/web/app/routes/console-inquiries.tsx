import { consolePages } from "@site/content/console";
import { AdminOnly } from "../features/console/components/console-layout";
import { InquiriesScreen } from "../features/console/inquiries/inquiries-screen";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/console-inquiries";

export const meta: Route.MetaFunction = () => pageMeta(consolePages.inquiries);

export default function ConsoleInquiriesRoute() {
  return (
    <AdminOnly>
      <InquiriesScreen />
    </AdminOnly>
  );
}
