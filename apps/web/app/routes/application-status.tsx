import { statusPageCopy } from "@site/content/applications/pipeline";
import { useSearchParams } from "react-router";
import { StatusScreen } from "../features/applications/components/status-screen";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/application-status";

export const meta: Route.MetaFunction = () => pageMeta(statusPageCopy.page);

/** /application-status?id=…&token=…: the link of a resume-only application's confirmation mail. */
export default function ApplicationStatusRoute() {
  const [params] = useSearchParams();
  const applicationId = params.get("id");
  const token = params.get("token");
  return <StatusScreen link={applicationId && token ? { applicationId, token } : null} />;
}
