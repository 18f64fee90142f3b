import { jobPostCopy } from "@site/content/job-posts/jobs";
import { company, pages } from "@site/content/site";
import type { JobPost } from "@site/contract/api/job-posts";
import { messages } from "@site/contract/messages";
import { type ReactNode, useDeferredValue, useState } from "react";
import { Link, useParams } from "react-router";
import { Button, linkClass } from "#web/components/button";
import { ApiError } from "#web/lib/api-client";
import { parseJobId } from "#web/lib/job-format";
import { paths } from "#web/lib/paths";
import { useJobPost } from "../api/view-job-post";
import { JobPostDetails } from "./job-post-details";
import { SkeletonPost } from "./job-skeleton";

const documentTitle = (title: string) => `${title} | ${company.name}`;

/**
 * The loading slot whose content the server replaces with the post, rendered by react-dom/server
 * from `PostBody` below (app/job-view/server.tsx, apps/api/src/http/web-app.ts, decision 078).
 */
const slotId = "prerendered-post";
let slotTaken = false;

/**
 * What the page's HTML holds in the slot, read once, when the app hydrates the page it came with;
 * null on a client-side navigation or a second visit of the screen.
 */
function takePrerenderedSlot(): string | null {
  if (slotTaken || typeof document === "undefined") return null;
  const slot = document.getElementById(slotId);
  if (!slot) return null;
  slotTaken = true;
  return slot.innerHTML;
}

/**
 * "Loading..." above a skeleton post, or what the server wrote there instead (the post itself),
 * kept as it is until the app renders the post (docs/decisions/049-search-page-speed.md).
 */
function LoadingPost() {
  const [prerendered] = useState(takePrerenderedSlot);
  if (prerendered !== null) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own HTML as the server sent it, left in place.
    return <div id={slotId} dangerouslySetInnerHTML={{ __html: prerendered }} suppressHydrationWarning />;
  }
  return (
    <div id={slotId}>
      {/* In the line of "Back to search", above placeholders as tall as a post, so the footer
          stays below the fold and nothing on screen moves when the post arrives. */}
      <p role="status" className="text-slate-600">
        {jobPostCopy.loading}
      </p>
      <SkeletonPost />
    </div>
  );
}

function BackToSearch() {
  return (
    <Link to={paths.searchJobs} className={linkClass}>
      {jobPostCopy.backToSearch}
    </Link>
  );
}

/**
 * What the page shows of a loaded post: "Back to Job Search", the post and the way back again.
 * The server renders the same component into the page's first HTML (app/job-view/server.tsx),
 * with its own sanitizer and without the lazily loaded ways to apply.
 */
export function PostBody({
  job,
  sanitize,
  withApplyOptions,
  applyOptions,
}: {
  job: JobPost;
  sanitize?: (html: string) => string;
  withApplyOptions?: boolean;
  applyOptions?: ReactNode;
}) {
  return (
    <>
      <BackToSearch />
      <JobPostDetails
        job={job}
        sanitize={sanitize}
        withApplyOptions={withApplyOptions}
        applyOptions={applyOptions}
      />
      <div className="mt-10 border-slate-200 border-t pt-6">
        <BackToSearch />
      </div>
    </>
  );
}

/**
 * /job/{jobId}: "Loading...", then the post with its apply options, or "Error fetching job
 * post" with a way back. The document title follows the post (React hoists <title>).
 */
export function JobPostScreen() {
  const jobId = parseJobId(useParams().jobId);
  const post = useJobPost(jobId);
  // The post is rendered as a transition, which React splits into short tasks, instead of one
  // long task when the answer arrives (docs/decisions/049-search-page-speed.md).
  const job = useDeferredValue(post.data);

  if (jobId !== null && (post.isPending || (post.data && !job))) {
    return (
      <section className="mx-auto min-h-screen w-full max-w-4xl px-4 py-10 sm:px-6">
        <title>{documentTitle(pages.jobPost.title)}</title>
        <LoadingPost />
      </section>
    );
  }

  if (jobId === null || !job) {
    const error = post.error;
    const reason = error instanceof ApiError ? error.serverMessage : undefined;
    const canRetry = jobId !== null && !(error instanceof ApiError && error.status < 500);
    return (
      <section className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
        <title>{documentTitle(messages.errorFetchingJobPost)}</title>
        <div role="alert">
          <h1 className="font-bold text-2xl text-navy-900">{messages.errorFetchingJobPost}</h1>
          {reason ? <p className="mt-2 text-slate-700">{reason}</p> : null}
        </div>
        <div className="mt-6 flex flex-wrap items-center gap-4">
          {canRetry ? (
            <Button variant="secondary" busy={post.isFetching} onClick={() => void post.refetch()}>
              {jobPostCopy.retry}
            </Button>
          ) : null}
          <BackToSearch />
        </div>
      </section>
    );
  }

  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      <title>{documentTitle(jobPostCopy.heading(job.jobTitle, job.companyName))}</title>
      <PostBody job={job} />
    </section>
  );
}
