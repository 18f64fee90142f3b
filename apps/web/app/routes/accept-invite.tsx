import { acceptInviteCopy } from "@site/content/accounts/invite";
import { useSearchParams } from "react-router";
import { AcceptInviteScreen } from "../features/accounts/components/accept-invite-screen";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/accept-invite";

export const meta: Route.MetaFunction = () => pageMeta(acceptInviteCopy.page);

/** /accept-invite?token=…: the link of an invitation mail; open to visitors. */
export default function AcceptInviteRoute() {
  const [params] = useSearchParams();
  return <AcceptInviteScreen token={params.get("token")} />;
}
