import { jobFilterCopy, jobSearchCopy } from "@site/content/job-posts/jobs";
import type { Ref } from "react";
import { Link } from "react-router";
import { Button, linkClass } from "#web/components/button";
import { Pager } from "#web/components/pager";
import { ApiError } from "#web/lib/api-client";
import { paths } from "#web/lib/paths";
import type { useSearchJobs } from "../api/search-jobs";
import { JobRow } from "./job-row";
import { SkeletonRows } from "./job-skeleton";

interface SearchResultsProps {
  search: ReturnType<typeof useSearchJobs>;
  onPage: (page: number) => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** The result of a search: loading, an error with Retry, an empty list, or rows with paging. */
export function SearchResults({ search, onPage, headingRef }: SearchResultsProps) {
  const { data } = search;

  if (!data && search.isError) {
    const { error } = search;
    const reason = error instanceof ApiError ? error.serverMessage : undefined;
    // A place the site does not know: its words, not a failure to retry (decision 103).
    const place = error instanceof ApiError ? error.fields.nearCity : undefined;
    if (place)
      return (
        <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-6 text-amber-950">
          <p className="font-semibold">{jobFilterCopy.nearUnknown}</p>
          <p className="mt-1">{place}</p>
        </div>
      );
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-red-900">
        <p className="font-semibold">{jobSearchCopy.loadFailed}</p>
        {reason ? <p className="mt-1">{reason}</p> : null}
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <Button variant="secondary" busy={search.isFetching} onClick={() => void search.refetch()}>
            {jobSearchCopy.retry}
          </Button>
          {error instanceof ApiError && error.status === 401 ? (
            <Link to={paths.login} className={linkClass}>
              {jobSearchCopy.logIn}
            </Link>
          ) : null}
        </div>
      </div>
    );
  }

  if (!data) {
    // As tall as a page of results, in the heading's line: the footer stays below the fold and
    // nothing on screen moves when the first page arrives (docs/decisions/049-search-page-speed.md).
    return (
      <div>
        <p role="status" className="font-semibold text-slate-600 text-xl">
          {jobSearchCopy.loading}
        </p>
        <SkeletonRows />
      </div>
    );
  }

  const { keyword, page, totalPages } = data;
  return (
    <div aria-busy={search.isFetching || undefined}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 ref={headingRef} tabIndex={-1} aria-live="polite" className="font-semibold text-navy-900 text-xl">
          {keyword
            ? jobSearchCopy.matched(data.totalMatches, keyword)
            : // Narrowed by filters, the count is of the jobs listed (docs/decisions/033-faceted-search-and-saved-jobs.md).
              jobSearchCopy.totalCount(data.filtered ? data.totalMatches : data.totalCount)}
        </h2>
        {search.isFetching ? (
          <p role="status" className="text-slate-500 text-sm">
            {jobSearchCopy.loading}
          </p>
        ) : null}
      </div>
      {data.data.length > 0 ? (
        <ul aria-label={jobSearchCopy.results} className="mt-4 space-y-3">
          {data.data.map((job) => (
            <JobRow key={job.jobId} job={job} />
          ))}
        </ul>
      ) : (
        <div className="mt-4 rounded-lg border border-slate-200 border-dashed p-8 text-center text-slate-600">
          {page > totalPages && totalPages > 0 ? (
            <>
              <p>{jobSearchCopy.pastLastPage}</p>
              <Button variant="link" className="mt-2" onClick={() => onPage(1)}>
                {jobSearchCopy.firstPage}
              </Button>
            </>
          ) : keyword || data.filtered ? (
            <>
              <p className="font-medium text-slate-800">{jobSearchCopy.noMatches}</p>
              <p className="mt-1">{jobSearchCopy.noMatchesHint}</p>
            </>
          ) : (
            <p>{jobSearchCopy.noJobs}</p>
          )}
        </div>
      )}
      {totalPages > 0 ? (
        <Pager
          label={jobSearchCopy.pagination}
          copy={jobSearchCopy}
          page={page}
          totalPages={totalPages}
          onPage={onPage}
          className="mt-6"
        />
      ) : null}
    </div>
  );
}
