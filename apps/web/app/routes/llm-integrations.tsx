import { llmIntegrationsCopy } from "@site/content/marketing-products";
import { pages } from "@site/content/site";
import { LandingPage } from "../features/marketing/landing-page";
import { marketingMeta } from "../features/marketing/marketing-meta";
import { paths } from "../lib/paths";
import type { Route } from "./+types/llm-integrations";

export const meta: Route.MetaFunction = () => marketingMeta(pages.llmIntegrations, paths.llmIntegrations);

export default function LlmIntegrationsRoute() {
  return <LandingPage page={pages.llmIntegrations} copy={llmIntegrationsCopy} />;
}
