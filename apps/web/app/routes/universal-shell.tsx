import { docsMeta, docsRoutes } from "../features/site/docs/doc-routes";
import { DocsPage } from "../features/site/docs/docs-page";
import { docContent } from "../features/site/docs/generated/universal-shell.gen";
import { staticPageHandle } from "../lib/static-page";
import type { Route } from "./+types/universal-shell";

// A public page: static HTML without the app (docs/decisions/050-public-pages-without-the-app.md).
export const handle = staticPageHandle;

export const meta: Route.MetaFunction = ({ params }) => docsMeta(docsRoutes.universalShell, params.section);

export default function UniversalShellRoute({ params }: Route.ComponentProps) {
  return <DocsPage route={docsRoutes.universalShell} content={docContent} sectionParam={params.section} />;
}
