import { interviewPageCopy } from "@site/content/applications/interviews";
import { useSearchParams } from "react-router";
import { InterviewScreen } from "../features/applications/components/interview-screen";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/interview";

export const meta: Route.MetaFunction = () => pageMeta(interviewPageCopy.page);

/** /interview?id=…&token=…: the link of an interview invitation mail (docs/decisions/082-interview-scheduling.md). */
export default function InterviewRoute() {
  const [params] = useSearchParams();
  const interviewId = params.get("id");
  const token = params.get("token");
  return <InterviewScreen link={interviewId && token ? { interviewId, token } : null} />;
}
