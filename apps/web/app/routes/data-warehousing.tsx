import { LandingPage, landingPageMeta } from "../features/site/marketing/landing-page";
import { staticPageHandle } from "../lib/static-page";
import type { Route } from "./+types/data-warehousing";

// A public page: static HTML without the app (docs/decisions/050-public-pages-without-the-app.md).
export const handle = staticPageHandle;

export const meta: Route.MetaFunction = () => landingPageMeta("dataWarehousing");

export default function DataWarehousingRoute() {
  return <LandingPage name="dataWarehousing" />;
}
