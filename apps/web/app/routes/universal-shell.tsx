import { docsMeta, docsRoutes } from "../features/docs/doc-routes";
import { DocsPage } from "../features/docs/docs-page";
import { docContent } from "../features/docs/generated/universal-shell.gen";
import type { Route } from "./+types/universal-shell";

export const meta: Route.MetaFunction = ({ params }) => docsMeta(docsRoutes.universalShell, params.section);

export default function UniversalShellRoute({ params }: Route.ComponentProps) {
  return <DocsPage route={docsRoutes.universalShell} content={docContent} sectionParam={params.section} />;
}
