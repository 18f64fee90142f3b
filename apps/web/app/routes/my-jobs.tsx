import { pages } from "@site/content/site";
import { MyJobsScreen } from "../features/job-posts/components/my-jobs-screen";
import { pageMeta } from "../lib/page-meta";
import { signedOutFirstHandle } from "../lib/static-page";
import type { Route } from "./+types/my-jobs";

// Built as a shell that the server fills for a signed-in candidate (docs/decisions/136): its header
// shows the signed-out links, which the head script hides for a token holder.
export const handle = signedOutFirstHandle;

export const meta: Route.MetaFunction = () => pageMeta(pages.myJobs);

export default function MyJobsRoute() {
  return <MyJobsScreen />;
}
