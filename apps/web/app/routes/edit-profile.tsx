import { pages } from "@site/content/site";
import { EditProfileScreen } from "../features/accounts/components/edit-profile-screen";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/edit-profile";

export const meta: Route.MetaFunction = () => pageMeta(pages.editProfile);

export default function EditProfileRoute() {
  return <EditProfileScreen />;
}
