import { pages } from "@site/content/site";
import { marketingMeta } from "../features/site/marketing/marketing-meta";
import { paths } from "../lib/paths";
import type { Route } from "./+types/submit-inquiry";

export const meta: Route.MetaFunction = () => marketingMeta(pages.submitInquiry, paths.submitInquiry);

// The spec's other address of the Contact Us page: the same page under its own canonical URL.
export { default } from "./contact-us";
