import { jobSearchCopy } from "@site/content/job-posts/jobs";
import type { JobSummary, SearchHighlight } from "@site/contract/api/job-posts";
import { lazy, type MouseEvent, Suspense, useContext, useId } from "react";
import { Link } from "react-router";
import { formatDate } from "#web/lib/job-format";
import { paths } from "#web/lib/paths";
import { useSession } from "#web/lib/session-store";
import { ChosenJobContext } from "../hooks/use-chosen-job";
import { CompanyIcon } from "./company-icon";
import { JobFactsLine } from "./job-facts-line";
import { MarkedText } from "./marked-text";

/** Shown to a signed-in user only: a chunk that a visitor's search never fetches (decision 116). */
const SaveJobButton = lazy(() =>
  import("./save-job-button").then((module) => ({ default: module.SaveJobButton })),
);

/** A click the browser should handle itself: a new tab or window, a download. */
const ownClick = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * One search result; the row opens the job post in a new tab (docs/product/requirements.md §2),
 * or, on a wide window of the search page, beside the list (docs/decisions/109-list-plus-detail.md),
 * where it stays a link to the job's page for a new tab. A signed-in user also gets Save job
 * beside it (a button cannot sit inside the link).
 */
export function JobRow({ job }: { job: JobSummary & { highlight?: SearchHighlight | undefined } }) {
  const { highlight } = job;
  const session = useSession();
  const titleId = useId();
  const beside = useContext(ChosenJobContext);
  const chosen = beside?.chosenId === String(job.jobId);
  return (
    <li
      className={`@container flex flex-wrap items-start gap-x-2 rounded-lg border bg-white shadow-sm motion-safe:transition-colors hover:border-navy-700 hover:bg-slate-50 ${chosen ? "border-navy-700 ring-1 ring-navy-700" : "border-slate-200"}`}
    >
      <Link
        to={paths.job(String(job.jobId))}
        {...(beside
          ? {
              "aria-current": chosen ? "true" : undefined,
              onClick: (event: MouseEvent) => {
                if (ownClick(event)) return;
                event.preventDefault();
                beside.choose(job.jobId);
              },
            }
          : { target: "_blank", rel: "noopener" })}
        data-job-id={job.jobId}
        className="flex min-w-0 flex-1 basis-full gap-4 rounded-lg p-4 @sm:basis-0"
      >
        <CompanyIcon url={job.companyIconUrl} companyName={job.companyName} />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="font-semibold text-lg text-navy-900">
            {highlight ? <MarkedText text={job.jobTitle} marks={highlight.title} /> : job.jobTitle}
          </h3>
          <p className="text-slate-700">{job.companyName}</p>
          <JobFactsLine job={job}>
            {jobSearchCopy.posted} <time dateTime={job.postedDate}>{formatDate(job.postedDate)}</time>
          </JobFactsLine>
          {highlight?.snippet ? (
            <p className="mt-1 line-clamp-2 text-slate-600 text-sm">
              <MarkedText text={highlight.snippet} marks={highlight.snippetMarks} />
            </p>
          ) : null}
        </div>
        {beside ? null : <span className="sr-only">{jobSearchCopy.opensInNewTab}</span>}
      </Link>
      {session.status === "signedIn" ? (
        // Below the job in a narrow list (a phone, or beside a chosen job), beside it otherwise.
        <div className="pb-4 pl-20 @sm:p-4 @sm:pl-0">
          <Suspense fallback={null}>
            <SaveJobButton job={job} describedBy={titleId} />
          </Suspense>
        </div>
      ) : null}
    </li>
  );
}
