import { jobDetailCopy } from "@site/content/job-posts/job-detail";
import { jobSearchCopy } from "@site/content/job-posts/jobs";
import { type RefObject, useEffect, useRef } from "react";
import { Link } from "react-router";
import { Button, linkClass } from "#web/components/button";
import { ApiError } from "#web/lib/api-client";
import { parseJobId } from "#web/lib/job-format";
import { paths } from "#web/lib/paths";
import { useJobPost } from "../api/view-job-post";
import { JobPostDetails } from "./job-post-details";
import { SkeletonPost } from "./job-skeleton";

interface JobDetailPaneProps {
  /** The ?job= of the URL as written: a job's id, or anything a hand-edited link holds. */
  id: string;
  /** True when the choice came from the list: the heading then takes the focus when it shows. */
  focus: RefObject<boolean>;
  onBack: () => void;
}

/**
 * The chosen job beside the search's results (docs/decisions/109-list-plus-detail.md): the post
 * as its page shows it, with Save and the ways to apply; "Job not found" for an id that names no
 * job the visitor may see, never an empty pane. Loaded on the first choice, and rendered afresh
 * for each job, from its top (results-with-detail.tsx keys it by the id). On a wide window it
 * stays in view beside the list and scrolls on its own.
 */
export function JobDetailPane({ id, focus, onBack }: JobDetailPaneProps) {
  const jobId = parseJobId(id);
  const post = useJobPost(jobId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = jobId === null || post.data !== undefined || post.isError;

  useEffect(() => {
    if (!shown || !focus.current) return;
    focus.current = false;
    headingRef.current?.focus();
  }, [shown, focus]);

  return (
    <section
      aria-label={jobDetailCopy.paneLabel}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm md:sticky md:top-4 md:max-h-[calc(100dvh-2rem)] md:overflow-y-auto"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="link" onClick={onBack}>
          <span aria-hidden="true">← </span>
          {jobDetailCopy.backToResults}
        </Button>
        {post.data ? (
          <Link to={paths.job(String(post.data.jobId))} className={linkClass}>
            {jobDetailCopy.openPage}
          </Link>
        ) : null}
      </div>
      {!shown ? (
        <div>
          <p role="status" className="mt-4 text-slate-600">
            {jobSearchCopy.loading}
          </p>
          <SkeletonPost />
        </div>
      ) : post.data ? (
        <JobPostDetails job={post.data} pane={{ headingRef }} />
      ) : (
        <Unavailable
          headingRef={headingRef}
          failed={!(post.error instanceof ApiError && post.error.status < 500) && jobId !== null}
          retrying={post.isFetching}
          onRetry={() => void post.refetch()}
        />
      )}
    </section>
  );
}

/** A job that is not there (404, or not a job's id), or an answer that did not come (Retry). */
function Unavailable({
  headingRef,
  failed,
  retrying,
  onRetry,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="mt-6">
      <h2 ref={headingRef} tabIndex={-1} className="font-bold text-2xl text-navy-900">
        {failed ? jobDetailCopy.loadFailed : jobDetailCopy.notFound}
      </h2>
      {failed ? (
        <Button variant="secondary" className="mt-4" busy={retrying} onClick={onRetry}>
          {jobDetailCopy.retry}
        </Button>
      ) : (
        <p className="mt-2 text-slate-700">{jobDetailCopy.notFoundHint}</p>
      )}
    </div>
  );
}
