import { pages } from "@site/content/site";
import { useSearchParams } from "react-router";
import { UnsubscribeScreen } from "../features/job-alerts/components/unsubscribe-screen";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/unsubscribe-job-alert";

export const meta: Route.MetaFunction = () => pageMeta(pages.unsubscribeJobAlert);

export default function UnsubscribeJobAlertRoute() {
  const [params] = useSearchParams();
  const id = params.get("id");
  const token = params.get("token");
  return <UnsubscribeScreen link={id && token ? { id, token } : null} />;
}
