import { jobAlertsCopy, myJobsCopy, savedJobsCopy } from "@site/content/job-posts/jobs";
import { pages } from "@site/content/site";
import { useId } from "react";
import { Link } from "react-router";
import { linkClass } from "#web/components/button";
import { onServerMark, ServerSlot } from "#web/components/server-slot";
import { MyApplications, useMyApplications } from "#web/features/applications/public";
import { JobAlertsList, useJobAlerts } from "#web/features/job-alerts/public";
import { paths } from "#web/lib/paths";
import { withReturnTo } from "#web/lib/return-to";
import { useSessionWithRole } from "#web/lib/session-store";
import { useSavedJobs } from "../api/saved-jobs";
import { SavedJobsList } from "./saved-jobs-screen";

const sectionClass = "scroll-mt-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm";

/** The element of /my-jobs whose content the server writes for a signed-in candidate (decision 136). */
export const myJobsSlotId = "prerendered-my-jobs";

/**
 * /my-jobs: the candidate's applications, saved jobs and job alerts on one page, as sections
 * reached from a short in-page menu (docs/decisions/042-my-jobs-page.md). The applications are
 * the "My applications" component itself, as on the profile page. `onServer`: rendered by the
 * server for a signed-in candidate, marked to start the app at the first use (decision 136); the
 * app keeps that render until it has the session, its role and the three lists.
 */
export function MyJobsScreen({ onServer = false }: { onServer?: boolean }) {
  const session = useSessionWithRole();
  const applications = useMyApplications();
  const saved = useSavedJobs();
  const alerts = useJobAlerts();
  const savedHeadingId = useId();
  const alertsHeadingId = useId();
  const c = myJobsCopy;

  let content: React.ReactNode = null;
  if (session.status === "signedOut") {
    content = (
      <p className="text-slate-700">
        {c.signedOut}{" "}
        <Link to={withReturnTo(paths.login, paths.myJobs)} className={linkClass}>
          {c.logIn}
        </Link>
      </p>
    );
  } else if (session.status === "signedIn") {
    content = (
      <>
        <nav aria-label={c.sectionsLabel} className="mb-6">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <a href="#applications" className={linkClass}>
                {c.applications}
              </a>
            </li>
            <li>
              <a href="#saved-jobs" className={linkClass}>
                {c.saved}
              </a>
            </li>
            <li>
              <a href="#job-alerts" className={linkClass}>
                {c.alerts}
              </a>
            </li>
          </ul>
        </nav>
        <div className="space-y-8">
          <div id="applications" className="scroll-mt-6">
            <MyApplications headingLevel={2} />
          </div>
          <section id="saved-jobs" aria-labelledby={savedHeadingId} className={sectionClass}>
            <h2 id={savedHeadingId} className="mb-3 font-semibold text-lg text-navy-900">
              {savedJobsCopy.heading}
            </h2>
            <SavedJobsList headingId={savedHeadingId} titleLevel={3} />
          </section>
          <section id="job-alerts" aria-labelledby={alertsHeadingId} className={sectionClass}>
            <h2 id={alertsHeadingId} className="font-semibold text-lg text-navy-900">
              {jobAlertsCopy.heading}
            </h2>
            <p className="mb-3 text-slate-600 text-sm">{jobAlertsCopy.intro}</p>
            {session.role === "candidate" ? (
              <JobAlertsList headingId={alertsHeadingId} />
            ) : session.role === undefined ? null : (
              <p className="text-slate-700">{c.candidatesOnly}</p>
            )}
          </section>
        </div>
      </>
    );
  }

  const screen = (
    <section className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6" {...onServerMark(onServer)}>
      <h1 className="font-bold text-3xl text-navy-900 tracking-tight sm:text-4xl">{pages.myJobs.heading}</h1>
      <p className="mt-2 mb-6 text-slate-600">{pages.myJobs.description}</p>
      {content}
    </section>
  );
  if (onServer) return screen;
  const ready =
    session.status === "signedOut" ||
    (session.status === "signedIn" &&
      session.role !== undefined &&
      !applications.isPending &&
      !saved.isPending &&
      (session.role !== "candidate" || !alerts.isPending));
  return (
    <ServerSlot id={myJobsSlotId} ready={ready}>
      {screen}
    </ServerSlot>
  );
}
