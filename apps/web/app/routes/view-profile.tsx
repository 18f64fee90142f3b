import { pages } from "@site/content/site";
import { ProfileView } from "../features/accounts/components/profile-view";
import { MyApplications } from "../features/applications/components/my-applications";
import { pageMeta } from "../lib/page-meta";
import { signedOutFirstHandle } from "../lib/static-page";
import type { Route } from "./+types/view-profile";

// Built as a shell that the server fills for a signed-in candidate (docs/decisions/136): its header
// shows the signed-out links, which the head script hides for a token holder.
export const handle = signedOutFirstHandle;

export const meta: Route.MetaFunction = () => pageMeta(pages.viewProfile);

/** The profile and the candidate's applications; the server renders it too (app/candidate-view/server.tsx). */
export function ViewProfileScreen({ onServer = false }: { onServer?: boolean }) {
  return (
    <ProfileView onServer={onServer}>
      {/* The candidate's applications ("My applications"), from the jobs feature. */}
      <div className="mt-8">
        <MyApplications />
      </div>
    </ProfileView>
  );
}

export default function ViewProfileRoute() {
  return <ViewProfileScreen />;
}
