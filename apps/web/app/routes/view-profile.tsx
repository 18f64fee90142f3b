import { pages } from "@site/content/site";
import { ProfileView } from "../features/accounts/components/profile-view";
import { MyApplications } from "../features/applications/components/my-applications";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/view-profile";

export const meta: Route.MetaFunction = () => pageMeta(pages.viewProfile);

export default function ViewProfileRoute() {
  return (
    <ProfileView>
      {/* The candidate's applications ("My applications"), from the jobs feature. */}
      <div className="mt-8">
        <MyApplications />
      </div>
    </ProfileView>
  );
}
