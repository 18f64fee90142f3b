import { consolePages } from "@site/content/console";
import { QuestionsScreen } from "../features/applications/console/questions-screen";
import { JobNotFound, parseJobId } from "../features/job-posts/console/job-id";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/console-job-questions";

export const meta: Route.MetaFunction = () => pageMeta(consolePages.questions);

export default function ConsoleJobQuestionsRoute({ params }: Route.ComponentProps) {
  const jobId = parseJobId(params.jobId);
  return jobId === null ? <JobNotFound /> : <QuestionsScreen key={jobId} jobId={jobId} />;
}
