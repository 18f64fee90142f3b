import { docsMeta, docsRoutes } from "../features/docs/doc-routes";
import { DocsPage } from "../features/docs/docs-page";
import { docContent } from "../features/docs/generated/universal-shell-aws.gen";
import type { Route } from "./+types/universal-shell-aws";

export const meta: Route.MetaFunction = ({ params }) =>
  docsMeta(docsRoutes.universalShellAws, params.section);

export default function UniversalShellAwsRoute({ params }: Route.ComponentProps) {
  return <DocsPage route={docsRoutes.universalShellAws} content={docContent} sectionParam={params.section} />;
}
