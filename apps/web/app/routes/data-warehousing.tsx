import { dataWarehousingCopy } from "@site/content/marketing-products";
import { pages } from "@site/content/site";
import { LandingPage } from "../features/marketing/landing-page";
import { marketingMeta } from "../features/marketing/marketing-meta";
import { paths } from "../lib/paths";
import type { Route } from "./+types/data-warehousing";

export const meta: Route.MetaFunction = () => marketingMeta(pages.dataWarehousing, paths.dataWarehousing);

export default function DataWarehousingRoute() {
  return <LandingPage page={pages.dataWarehousing} copy={dataWarehousingCopy} />;
}
