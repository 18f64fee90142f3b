import { pages } from "@site/content/site";
import { marketingMeta } from "../features/site/marketing/marketing-meta";
import { PlansPage } from "../features/site/marketing/plans-page";
import { paths } from "../lib/paths";
import { staticPageHandle } from "../lib/static-page";
import type { Route } from "./+types/purchase";

// A public page: static HTML without the app (docs/decisions/050-public-pages-without-the-app.md).
export const handle = staticPageHandle;

export const meta: Route.MetaFunction = () => marketingMeta(pages.purchase, paths.purchase);

export default function PurchaseRoute() {
  return <PlansPage />;
}
