import { jobSearchCopy } from "@site/content/job-posts/jobs";
import type { JobSummary, SearchHighlight } from "@site/contract/api/job-posts";
import { useId } from "react";
import { Link } from "react-router";
import { formatDate } from "#web/lib/job-format";
import { paths } from "#web/lib/paths";
import { useSession } from "#web/lib/session-store";
import { CompanyIcon } from "./company-icon";
import { JobFactsLine } from "./job-facts-line";
import { MarkedText } from "./marked-text";
import { SaveJobButton } from "./save-job-button";

/**
 * One search result; the row opens the job post in a new tab (docs/product/requirements.md §2).
 * A signed-in user also gets Save job beside it (a button cannot sit inside the link).
 */
export function JobRow({ job }: { job: JobSummary & { highlight?: SearchHighlight | undefined } }) {
  const { highlight } = job;
  const session = useSession();
  const titleId = useId();
  return (
    <li className="flex items-start gap-2 rounded-lg border border-slate-200 bg-white shadow-sm transition-colors hover:border-navy-700 hover:bg-slate-50">
      <Link
        to={paths.job(String(job.jobId))}
        target="_blank"
        rel="noopener"
        className="flex min-w-0 flex-1 gap-4 rounded-lg p-4"
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
        <span className="sr-only">{jobSearchCopy.opensInNewTab}</span>
      </Link>
      {session.status === "signedIn" ? (
        <div className="p-4 pl-0">
          <SaveJobButton job={job} describedBy={titleId} />
        </div>
      ) : null}
    </li>
  );
}
