import { pages } from "@site/content/site";
import { marketingMeta } from "../features/marketing/marketing-meta";
import { SystemsControllerPage } from "../features/marketing/systems-controller-page";
import { paths } from "../lib/paths";
import type { Route } from "./+types/systems-controller";

export const meta: Route.MetaFunction = () => marketingMeta(pages.systemsController, paths.systemsController);

export default function SystemsControllerRoute() {
  return <SystemsControllerPage />;
}
