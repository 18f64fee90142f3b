import { jobFactLabels, jobPostCopy } from "@site/content/job-posts/jobs";
import { type JobPost, jobMessages } from "@site/contract/api/job-posts";
import { scriptJson } from "@site/contract/early-answer";
import { seniorityLabels } from "@site/contract/job-seniority";
import { lazy, type ReactNode, type Ref, Suspense, useId, useMemo } from "react";
import { AlertMessage } from "#web/components/alert-message";
import { APP_ON_USE_ATTRIBUTE } from "#web/lib/app-on-use";
import { formatDate, salaryText, workplaceText } from "#web/lib/job-format";
import { sanitizeDescription } from "#web/lib/sanitize-description";
import { useSession } from "#web/lib/session-store";
import { jobPostingLd } from "../job-posting-ld";
import { CompanyIcon } from "./company-icon";
import { SaveJobButton } from "./save-job-button";

// The ways to apply sit below the post, past the first screen, and bring the forms' code (fields,
// file reading, the resolver): loaded after the post shows (docs/decisions/049-search-page-speed.md).
const ApplyOptions = lazy(() =>
  import("#web/features/applications/public").then((module) => ({ default: module.ApplyOptions })),
);

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-slate-500 text-sm">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

interface JobPostDetailsProps {
  job: JobPost;
  /**
   * The description's sanitizer: DOMPurify in the browser (docs/product/product-choices.md,
   * whatever the server sent); the API's own allow-list sanitizer when the server renders the
   * post into the page's first HTML (app/job-view/server.tsx, docs/decisions/078).
   */
  sanitize?: (html: string) => string;
  /**
   * The ways to apply (lazily loaded forms); false on the server, whose first HTML stops at the
   * description: the app adds them below it once it has loaded.
   */
  withApplyOptions?: boolean;
  /**
   * The ways to apply rendered in place (the server's render, which cannot wait for the lazy
   * module): the page is then complete without the app, and says so (`data-app-on-use`: the app
   * starts at the page's first use, lib/app-on-use.ts, docs/decisions/104).
   */
  applyOptions?: ReactNode;
  /**
   * Shown in the job search's detail pane (docs/decisions/109-list-plus-detail.md): the title is
   * a level-2 heading that takes the focus, and the page, a list of jobs, carries no JobPosting
   * data of its own (only a job's page does).
   */
  pane?: { headingRef: Ref<HTMLHeadingElement> };
}

/** A loaded job post: icon, "{jobTitle} at {companyName}", facts, description and how to apply. */
export function JobPostDetails({
  job,
  sanitize = sanitizeDescription,
  withApplyOptions = true,
  applyOptions,
  pane,
}: JobPostDetailsProps) {
  const session = useSession();
  const titleId = useId();
  const description = useMemo(() => sanitize(job.jobDescription), [sanitize, job.jobDescription]);
  const structuredData = useMemo(
    () => (pane ? null : scriptJson(jobPostingLd(job, description))),
    [job, description, pane],
  );
  const open = job.status === "open";
  const heading = jobPostCopy.heading(job.jobTitle, job.companyName);

  return (
    <article className="mt-6" {...(applyOptions !== undefined ? { [APP_ON_USE_ATTRIBUTE]: "" } : {})}>
      {structuredData === null ? null : (
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<", ">" and "&" escaped, never run.
          dangerouslySetInnerHTML={{ __html: structuredData }}
        />
      )}
      <header className="flex items-start gap-4">
        <CompanyIcon url={job.companyIconUrl} companyName={job.companyName} size="lg" />
        {pane ? (
          <h2
            id={titleId}
            ref={pane.headingRef}
            tabIndex={-1}
            className="flex-1 font-bold text-2xl text-navy-900 tracking-tight"
          >
            {heading}
          </h2>
        ) : (
          <h1 id={titleId} className="flex-1 font-bold text-3xl text-navy-900 tracking-tight">
            {heading}
          </h1>
        )}
        {session.status === "signedIn" ? <SaveJobButton job={job} describedBy={titleId} /> : null}
      </header>
      <dl
        className={`mt-6 grid gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 ${pane ? "" : "lg:grid-cols-4"}`}
      >
        <Fact label={jobPostCopy.posted}>
          <time dateTime={job.postedDate}>{formatDate(job.postedDate)}</time>
        </Fact>
        <Fact label={jobPostCopy.location}>{job.jobLocation}</Fact>
        <Fact label={jobPostCopy.salary}>{salaryText(job.jobSalary)}</Fact>
        {job.employmentType ? (
          <Fact label={jobPostCopy.employmentType}>{jobFactLabels.employmentType[job.employmentType]}</Fact>
        ) : null}
        {job.workplace ? <Fact label={jobPostCopy.workplace}>{workplaceText(job)}</Fact> : null}
        {job.seniority ? <Fact label={jobPostCopy.seniority}>{seniorityLabels[job.seniority]}</Fact> : null}
        {job.department ? <Fact label={jobPostCopy.department}>{job.department}</Fact> : null}
        {job.validThrough ? (
          <Fact label={jobPostCopy.validThrough}>
            <time dateTime={job.validThrough}>{formatDate(job.validThrough)}</time>
          </Fact>
        ) : null}
      </dl>
      {pane ? (
        <h3 className="mt-8 font-semibold text-navy-900 text-xl">{jobPostCopy.description}</h3>
      ) : (
        <h2 className="mt-8 font-semibold text-navy-900 text-xl">{jobPostCopy.description}</h2>
      )}
      <div
        className="job-description mt-3 space-y-3 text-slate-700 leading-relaxed [&_a]:text-blue-700 [&_a]:underline [&_h2]:font-semibold [&_h2]:text-lg [&_h2]:text-navy-900 [&_h3]:mt-5 [&_h3]:font-semibold [&_h3]:text-navy-900 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
        data-testid="job-description"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above.
        dangerouslySetInnerHTML={{ __html: description }}
      />
      {open ? (
        applyOptions !== undefined ? (
          applyOptions
        ) : withApplyOptions ? (
          <Suspense fallback={null}>
            <ApplyOptions jobId={job.jobId} />
          </Suspense>
        ) : null
      ) : (
        <AlertMessage tone="info" announce={false} large>
          {jobMessages.jobClosed}
        </AlertMessage>
      )}
    </article>
  );
}
