import { docsMeta, docsRoutes } from "../features/docs/doc-routes";
import { DocsPage } from "../features/docs/docs-page";
import { docContent } from "../features/docs/generated/aws-infra-builder.gen";
import type { Route } from "./+types/aws-infra-builder";

export const meta: Route.MetaFunction = ({ params }) => docsMeta(docsRoutes.awsInfraBuilder, params.section);

export default function AwsInfraBuilderRoute({ params }: Route.ComponentProps) {
  return <DocsPage route={docsRoutes.awsInfraBuilder} content={docContent} sectionParam={params.section} />;
}
