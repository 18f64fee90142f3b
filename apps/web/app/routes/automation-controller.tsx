import { docsMeta, docsRoutes } from "../features/site/docs/doc-routes";
import { DocsPage } from "../features/site/docs/docs-page";
import { docContent } from "../features/site/docs/generated/automation-controller.gen";
import { staticPageHandle } from "../lib/static-page";
import type { Route } from "./+types/automation-controller";

// A public page: static HTML without the app (docs/decisions/050-public-pages-without-the-app.md).
export const handle = staticPageHandle;

export const meta: Route.MetaFunction = ({ params }) =>
  docsMeta(docsRoutes.automationController, params.section);

export default function AutomationControllerRoute({ params }: Route.ComponentProps) {
  return (
    <DocsPage route={docsRoutes.automationController} content={docContent} sectionParam={params.section} />
  );
}
