import { savedJobsCopy } from "@site/content/job-posts/jobs";
import { pages } from "@site/content/site";
import type { SavedJob } from "@site/contract/api/job-posts";
import { useId } from "react";
import { Link } from "react-router";
import { linkClass } from "#web/components/button";
import { OwnListState } from "#web/components/own-list-state";
import { onServerMark, ServerSlot } from "#web/components/server-slot";
import { formatDate } from "#web/lib/job-format";
import { paths } from "#web/lib/paths";
import { useSession } from "#web/lib/session-store";
import { useSavedJobs } from "../api/saved-jobs";
import { CompanyIcon } from "./company-icon";
import { JobFactsLine } from "./job-facts-line";
import { SaveJobButton } from "./save-job-button";

function SavedJobRow({ job, titleLevel }: { job: SavedJob; titleLevel: 2 | 3 }) {
  const titleId = useId();
  const Title = titleLevel === 2 ? "h2" : "h3";
  return (
    <li className="flex items-start gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <CompanyIcon url={job.companyIconUrl} companyName={job.companyName} />
      <div className="min-w-0 flex-1">
        <Title id={titleId} className="font-semibold text-lg">
          <Link to={paths.job(String(job.jobId))} className={linkClass}>
            {job.jobTitle}
          </Link>
        </Title>
        <p className="text-slate-700">{job.companyName}</p>
        <JobFactsLine job={job}>
          {savedJobsCopy.savedOn} <time dateTime={job.savedAt}>{formatDate(job.savedAt)}</time>
        </JobFactsLine>
        {job.status === "closed" ? (
          <p className="mt-1 text-amber-800 text-sm">{savedJobsCopy.closed}</p>
        ) : null}
      </div>
      <SaveJobButton job={job} describedBy={titleId} />
    </li>
  );
}

/**
 * The signed-in user's saved jobs, the latest first, each with its Saved toggle: the body of
 * /saved-jobs and a section of My jobs. `headingId` names the list; job titles are headings one
 * level below it.
 */
export function SavedJobsList({ headingId, titleLevel }: { headingId: string; titleLevel: 2 | 3 }) {
  const session = useSession();
  const saved = useSavedJobs();

  if (session.status === "signedOut")
    return (
      <p className="text-slate-700">
        {savedJobsCopy.signedOut}{" "}
        <Link to={paths.login} className={linkClass}>
          {savedJobsCopy.logIn}
        </Link>
      </p>
    );
  // While the session is still unknown the list's query waits, and reads as loading.
  return (
    <OwnListState query={saved} copy={savedJobsCopy}>
      {(jobs) => (
        <ul aria-labelledby={headingId} className="space-y-3">
          {jobs.map((job) => (
            <SavedJobRow key={job.jobId} job={job} titleLevel={titleLevel} />
          ))}
        </ul>
      )}
    </OwnListState>
  );
}

/** The element of /saved-jobs whose content the server writes for a signed-in candidate (decision 136). */
export const savedJobsSlotId = "prerendered-saved-jobs";

/**
 * /saved-jobs: the signed-in user's saved jobs, the latest first, each with its Saved toggle.
 * `onServer`: rendered by the server for a signed-in candidate, marked to start the app at the
 * page's first use (docs/decisions/136-candidate-pages-from-the-server.md); the app keeps that
 * render until it has the session and the list.
 */
export function SavedJobsScreen({ onServer = false }: { onServer?: boolean }) {
  const headingId = useId();
  const session = useSession();
  const saved = useSavedJobs();

  const screen = (
    <section className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6" {...onServerMark(onServer)}>
      <h1 id={headingId} className="font-bold text-3xl text-navy-900 tracking-tight sm:text-4xl">
        {pages.savedJobs.heading}
      </h1>
      <p className="mt-2 text-slate-600">{savedJobsCopy.intro}</p>
      <div className="mt-8">
        <SavedJobsList headingId={headingId} titleLevel={2} />
      </div>
    </section>
  );
  if (onServer) return screen;
  const ready = session.status === "signedOut" || (session.status === "signedIn" && !saved.isPending);
  return (
    <ServerSlot id={savedJobsSlotId} ready={ready}>
      {screen}
    </ServerSlot>
  );
}
