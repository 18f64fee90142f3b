import { pages } from "@site/content/site";
import { marketingMeta } from "../features/site/marketing/marketing-meta";
import { SystemsControllerPage } from "../features/site/marketing/systems-controller-page";
import { paths } from "../lib/paths";
import { staticPageHandle } from "../lib/static-page";
import type { Route } from "./+types/systems-controller";

// A public page: static HTML without the app (docs/decisions/050-public-pages-without-the-app.md).
export const handle = staticPageHandle;

export const meta: Route.MetaFunction = () => marketingMeta(pages.systemsController, paths.systemsController);

export default function SystemsControllerRoute() {
  return <SystemsControllerPage />;
}
