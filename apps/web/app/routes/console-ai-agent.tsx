import { consolePages } from "@site/content/console";
import { AiAgentScreen } from "../features/console/ai-agent/ai-agent-screen";
import { AdminOnly } from "../features/console/components/console-layout";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/console-ai-agent";

export const meta: Route.MetaFunction = () => pageMeta(consolePages.aiAgent);

export default function ConsoleAiAgentRoute() {
  return (
    <AdminOnly>
      <AiAgentScreen />
    </AdminOnly>
  );
}
