import { consolePages } from "@site/content/console";
import { InquiriesScreen } from "../features/inquiries/console/inquiries-screen";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/console-inquiries";

export const meta: Route.MetaFunction = () => pageMeta(consolePages.inquiries);

export default function ConsoleInquiriesRoute() {
  return <InquiriesScreen />;
}
