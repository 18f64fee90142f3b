import { pages } from "@site/content/site";
import { EditProfileScreen } from "../features/accounts/components/edit-profile-screen";
import { pageMeta } from "../lib/page-meta";
import { signedOutFirstHandle } from "../lib/static-page";
import type { Route } from "./+types/edit-profile";

// Built as a shell that the server fills for a signed-in candidate (docs/decisions/136): its header
// shows the signed-out links, which the head script hides for a token holder.
export const handle = signedOutFirstHandle;

export const meta: Route.MetaFunction = () => pageMeta(pages.editProfile);

export default function EditProfileRoute() {
  return <EditProfileScreen />;
}
