import { pages } from "@site/content/site";
import { RegistrationScreen } from "../features/accounts/components/registration-screen";
import { pageMeta } from "../lib/page-meta";
import { signedOutFirstHandle } from "../lib/static-page";
import type { Route } from "./+types/request-registration";

// The sign-up form is the same for everyone: its first HTML is complete, shows the header's
// signed-out links, and starts the app at the first use (docs/decisions/128).
export const handle = signedOutFirstHandle;

export const meta: Route.MetaFunction = () => pageMeta(pages.requestRegistration);

export default function RequestRegistrationRoute() {
  return <RegistrationScreen />;
}
