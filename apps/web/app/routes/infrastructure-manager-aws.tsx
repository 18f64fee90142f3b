import { infrastructureManagerCopy } from "@site/content/marketing-products";
import { pages } from "@site/content/site";
import { LandingPage } from "../features/marketing/landing-page";
import { marketingMeta } from "../features/marketing/marketing-meta";
import { paths } from "../lib/paths";
import type { Route } from "./+types/infrastructure-manager-aws";

export const meta: Route.MetaFunction = () =>
  marketingMeta(pages.infrastructureManagerAws, paths.infrastructureManagerAws);

export default function InfrastructureManagerAwsRoute() {
  return <LandingPage page={pages.infrastructureManagerAws} copy={infrastructureManagerCopy} />;
}
