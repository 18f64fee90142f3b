import { pages } from "@site/content/site";
import { dataWarehousingCopy } from "@site/content/site/products";
import { LandingPage } from "../features/site/marketing/landing-page";
import { marketingMeta } from "../features/site/marketing/marketing-meta";
import { DataWarehousingDiagram } from "../features/site/marketing/product-diagrams";
import { paths } from "../lib/paths";
import { staticPageHandle } from "../lib/static-page";
import type { Route } from "./+types/data-warehousing";

// A public page: static HTML without the app (docs/decisions/050-public-pages-without-the-app.md).
export const handle = staticPageHandle;

export const meta: Route.MetaFunction = () => marketingMeta(pages.dataWarehousing, paths.dataWarehousing);

export default function DataWarehousingRoute() {
  return (
    <LandingPage
      page={pages.dataWarehousing}
      copy={dataWarehousingCopy}
      visual={<DataWarehousingDiagram />}
      exampleLang="python"
    />
  );
}
