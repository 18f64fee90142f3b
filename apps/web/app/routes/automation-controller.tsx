import { docsMeta, docsRoutes } from "../features/docs/doc-routes";
import { DocsPage } from "../features/docs/docs-page";
import { docContent } from "../features/docs/generated/universal-shell.gen";
import type { Route } from "./+types/automation-controller";

export const meta: Route.MetaFunction = ({ params }) =>
  docsMeta(docsRoutes.automationController, params.section);

export default function AutomationControllerRoute({ params }: Route.ComponentProps) {
  return (
    <DocsPage route={docsRoutes.automationController} content={docContent} sectionParam={params.section} />
  );
}
