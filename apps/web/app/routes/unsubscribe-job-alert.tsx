import { pages } from "@site/content/site";
import { UnsubscribeScreen } from "../features/job-alerts/components/unsubscribe-screen";
import { pageMeta } from "../lib/page-meta";
import { useSignedLink } from "../lib/signed-link";
import type { Route } from "./+types/unsubscribe-job-alert";

export const meta: Route.MetaFunction = () => pageMeta(pages.unsubscribeJobAlert);

export default function UnsubscribeJobAlertRoute() {
  return <UnsubscribeScreen link={useSignedLink()} />;
}
