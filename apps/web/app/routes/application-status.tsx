import { statusPageCopy } from "@site/content/applications/pipeline";
import { StatusScreen } from "../features/applications/components/status-screen";
import { pageMeta } from "../lib/page-meta";
import { useSignedLink } from "../lib/signed-link";
import type { Route } from "./+types/application-status";

export const meta: Route.MetaFunction = () => pageMeta(statusPageCopy.page);

/** /application-status?id=…&token=…: the link of a resume-only application's confirmation mail. */
export default function ApplicationStatusRoute() {
  const link = useSignedLink();
  return <StatusScreen link={link && { applicationId: link.id, token: link.token }} />;
}
