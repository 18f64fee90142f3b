import { pages } from "@site/content/site";
import { marketingMeta } from "../features/marketing/marketing-meta";
import { ProductsPage } from "../features/marketing/products-page";
import { paths } from "../lib/paths";
import type { Route } from "./+types/products";

export const meta: Route.MetaFunction = () => marketingMeta(pages.products, paths.products);

export default function ProductsRoute() {
  return <ProductsPage />;
}
