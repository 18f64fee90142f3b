import { pages } from "@site/content/site";
import { marketingMeta } from "../features/site/marketing/marketing-meta";
import { ProductsPage } from "../features/site/marketing/products-page";
import { paths } from "../lib/paths";
import { staticPageHandle } from "../lib/static-page";
import type { Route } from "./+types/products";

// A public page: static HTML without the app (docs/decisions/050-public-pages-without-the-app.md).
export const handle = staticPageHandle;

export const meta: Route.MetaFunction = () => marketingMeta(pages.products, paths.products);

export default function ProductsRoute() {
  return <ProductsPage />;
}
