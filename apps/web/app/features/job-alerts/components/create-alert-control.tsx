import { jobAlertsCopy as c } from "@site/content/job-posts/jobs";
import { lazy, Suspense } from "react";
import { Link, useLocation } from "react-router";
import { linkClass } from "#web/components/button";
import { paths } from "#web/lib/paths";
import { withReturnTo } from "#web/lib/return-to";
import type { SearchState } from "#web/lib/search-params";
import { useSessionWithRole } from "#web/lib/session-store";

/** The candidate's control and its form: a chunk of their own (issue 32, docs/decisions/116-forms-load-on-first-use.md). */
const CandidateAlertControl = lazy(() =>
  import("./candidate-alert-control").then((module) => ({ default: module.CandidateAlertControl })),
);

/**
 * "Create job alert" on /search-jobs (docs/decisions/041-job-alerts.md): a signed-in candidate
 * saves the search of the page (keyword and filters, all in the URL) with a frequency; a visitor
 * is asked to log in and comes back to the same search. Employers and admins see nothing.
 */
export function CreateAlertControl({
  search,
  asVisitor = false,
}: {
  search: SearchState;
  /** As a visitor without a session sees it: the server's render of the search (decision 124). */
  asVisitor?: boolean;
}) {
  const session = useSessionWithRole();
  const location = useLocation();
  if (asVisitor || session.status === "signedOut") {
    return (
      <p className="text-slate-700 text-sm">
        {c.signedOut}{" "}
        <Link to={withReturnTo(paths.login, `${location.pathname}${location.search}`)} className={linkClass}>
          {c.logIn}
        </Link>
      </p>
    );
  }
  if (session.status !== "signedIn" || session.role !== "candidate") return null;
  return (
    <Suspense fallback={null}>
      <CandidateAlertControl search={search} />
    </Suspense>
  );
}
