import { pages } from "@site/content/site";
import { marketingMeta } from "../features/marketing/marketing-meta";
import { PlansPage } from "../features/marketing/plans-page";
import { paths } from "../lib/paths";
import type { Route } from "./+types/purchase";

export const meta: Route.MetaFunction = () => marketingMeta(pages.purchase, paths.purchase);

export default function PurchaseRoute() {
  return <PlansPage />;
}
