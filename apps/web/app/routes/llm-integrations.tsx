import { pages } from "@site/content/site";
import { llmIntegrationsCopy } from "@site/content/site/products";
import { LandingPage } from "../features/site/marketing/landing-page";
import { marketingMeta } from "../features/site/marketing/marketing-meta";
import { LlmIntegrationsDiagram } from "../features/site/marketing/product-diagrams";
import { paths } from "../lib/paths";
import { staticPageHandle } from "../lib/static-page";
import type { Route } from "./+types/llm-integrations";

// A public page: static HTML without the app (docs/decisions/050-public-pages-without-the-app.md).
export const handle = staticPageHandle;

export const meta: Route.MetaFunction = () => marketingMeta(pages.llmIntegrations, paths.llmIntegrations);

export default function LlmIntegrationsRoute() {
  return (
    <LandingPage
      page={pages.llmIntegrations}
      copy={llmIntegrationsCopy}
      visual={<LlmIntegrationsDiagram />}
      exampleLang="ushell"
    />
  );
}
