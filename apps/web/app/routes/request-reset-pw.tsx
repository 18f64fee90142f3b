import { pages } from "@site/content/site";
import { ResetPasswordScreen } from "../features/accounts/components/reset-password-screen";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/request-reset-pw";

export const meta: Route.MetaFunction = () => pageMeta(pages.requestResetPassword);

export default function RequestResetPasswordRoute() {
  return <ResetPasswordScreen />;
}
