import { interviewPageCopy } from "@site/content/applications/interviews";
import { InterviewScreen } from "../features/applications/components/interview-screen";
import { pageMeta } from "../lib/page-meta";
import { useSignedLink } from "../lib/signed-link";
import type { Route } from "./+types/interview";

export const meta: Route.MetaFunction = () => pageMeta(interviewPageCopy.page);

/** /interview?id=…&token=…: the link of an interview invitation mail (docs/decisions/082-interview-scheduling.md). */
export default function InterviewRoute() {
  const link = useSignedLink();
  return <InterviewScreen link={link && { interviewId: link.id, token: link.token }} />;
}
