import { pages } from "@site/content/site";
import { MyApplications } from "../features/jobs/components/my-applications";
import { ProfileView } from "../features/profile/components/profile-view";
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
