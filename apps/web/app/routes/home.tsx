import { pages } from "@site/content/site";
import { InquiryForm } from "../features/inquiry/inquiry-form";
import { HomePage } from "../features/marketing/home-page";
import { marketingMeta } from "../features/marketing/marketing-meta";
import { paths } from "../lib/paths";
import type { Route } from "./+types/home";

// The same module serves / and /home; both describe the home page.
export const meta: Route.MetaFunction = () => marketingMeta(pages.home, paths.root);

export default function HomeRoute() {
  return <HomePage inquiryForm={<InquiryForm />} />;
}
