import { savedJobsCopy } from "@site/content/job-posts/jobs";
import type { JobSummary } from "@site/contract/api/job-posts";
import { useSavedJobs, useToggleSavedJob } from "../api/saved-jobs";

interface SaveJobButtonProps {
  job: JobSummary;
  /** The id of the element naming the job, so "Save job" says which one. */
  describedBy?: string;
}

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true" focusable="false">
      <path
        d="M10 1.8l2.5 5.3 5.7.7-4.2 4 1.1 5.7L10 14.7l-5.1 2.8 1.1-5.7-4.2-4 5.7-.7z"
        fill={filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A toggle that keeps the job among the signed-in user's saved jobs: "Save job", pressed
 * "Saved". The caller shows it to signed-in users only. Shown once the user's saved jobs are known
 * (or could not be had): a "Save job" before that would say something untrue of a saved job, and a
 * first press held by the page's starter is made again on the toggle of the same text and rank
 * (lib/app-on-use.ts), which must then be the one the person pressed (docs/decisions/134).
 */
export function SaveJobButton({ job, describedBy }: SaveJobButtonProps) {
  const saved = useSavedJobs();
  const toggle = useToggleSavedJob();
  if (saved.isPending) return null;
  const isSaved = saved.data?.some((item) => item.jobId === job.jobId) ?? false;
  return (
    <button
      type="button"
      aria-pressed={isSaved}
      aria-describedby={describedBy}
      onClick={() => toggle.mutate({ job, save: !isSaved })}
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-md border px-3 py-1.5 font-medium text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700 ${
        isSaved
          ? "border-amber-300 bg-amber-50 text-amber-800 hover:bg-amber-100"
          : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50"
      }`}
    >
      <StarIcon filled={isSaved} />
      <span>{isSaved ? savedJobsCopy.saved : savedJobsCopy.save}</span>
    </button>
  );
}
