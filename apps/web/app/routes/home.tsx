import { pages } from "@site/content/site";
import { InquiryForm } from "../features/inquiries/inquiry-form";
import { HomePage } from "../features/site/marketing/home-page";
import { marketingMeta } from "../features/site/marketing/marketing-meta";
import { paths } from "../lib/paths";
import { staticPageHandle } from "../lib/static-page";
import type { Route } from "./+types/home";

// The same module serves / and /home; both describe the home page.
// A public page: static HTML without the app (docs/decisions/050-public-pages-without-the-app.md).
export const handle = staticPageHandle;

export const meta: Route.MetaFunction = () => marketingMeta(pages.home, paths.root);

export default function HomeRoute() {
  return <HomePage inquiryForm={<InquiryForm />} />;
}
