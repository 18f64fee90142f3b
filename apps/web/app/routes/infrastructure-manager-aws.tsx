import { pages } from "@site/content/site";
import { infrastructureManagerCopy } from "@site/content/site/products";
import { LandingPage } from "../features/site/marketing/landing-page";
import { marketingMeta } from "../features/site/marketing/marketing-meta";
import { InfrastructureManagerDiagram } from "../features/site/marketing/product-diagrams";
import { paths } from "../lib/paths";
import { staticPageHandle } from "../lib/static-page";
import type { Route } from "./+types/infrastructure-manager-aws";

// A public page: static HTML without the app (docs/decisions/050-public-pages-without-the-app.md).
export const handle = staticPageHandle;

export const meta: Route.MetaFunction = () =>
  marketingMeta(pages.infrastructureManagerAws, paths.infrastructureManagerAws);

export default function InfrastructureManagerAwsRoute() {
  return (
    <LandingPage
      page={pages.infrastructureManagerAws}
      copy={infrastructureManagerCopy}
      visual={<InfrastructureManagerDiagram />}
      exampleLang="json"
    />
  );
}
