import { pages } from "@site/content/site";
import { LoginForm } from "../features/accounts/components/login-form";
import { pageMeta } from "../lib/page-meta";
import { signedOutFirstHandle } from "../lib/static-page";
import type { Route } from "./+types/login";

// The log-in form is the same for everyone: its first HTML is complete, shows the header's
// signed-out links, and starts the app at the first use (docs/decisions/128).
export const handle = signedOutFirstHandle;

export const meta: Route.MetaFunction = () => pageMeta(pages.login);

export default function LoginRoute() {
  return <LoginForm />;
}
