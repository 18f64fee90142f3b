import { consolePages } from "@site/content/console";
import { AiAgentScreen } from "../features/assistant/console/ai-agent-screen";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/console-ai-agent";

export const meta: Route.MetaFunction = () => pageMeta(consolePages.aiAgent);

export default function ConsoleAiAgentRoute() {
  return <AiAgentScreen />;
}
