import { LandingPage, landingPageMeta } from "../features/site/marketing/landing-page";
import { staticPageHandle } from "../lib/static-page";
import type { Route } from "./+types/llm-integrations";

// A public page: static HTML without the app (docs/decisions/050-public-pages-without-the-app.md).
export const handle = staticPageHandle;

export const meta: Route.MetaFunction = () => landingPageMeta("llmIntegrations");

export default function LlmIntegrationsRoute() {
  return <LandingPage name="llmIntegrations" />;
}
