import { pages } from "@site/content/site";
import { RegistrationScreen } from "../features/accounts/components/registration-screen";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/request-registration";

export const meta: Route.MetaFunction = () => pageMeta(pages.requestRegistration);

export default function RequestRegistrationRoute() {
  return <RegistrationScreen />;
}
