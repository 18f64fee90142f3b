import { pages } from "@site/content/site";
import { LoginForm } from "../features/accounts/components/login-form";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => pageMeta(pages.login);

export default function LoginRoute() {
  return <LoginForm />;
}
