import { interviewStatusLabels } from "@site/content/applications/interviews";
import { formatDateTime } from "#web/layouts/console/format-date-time";
import type { PipelineApplicant } from "../api/job-pipeline";

/** The pipeline's line on an application's interview: offered, booked (when, in the reader's zone) or cancelled. */
export function InterviewState({ interview }: { interview: PipelineApplicant["interview"] }) {
  if (!interview) return null;
  const label = interviewStatusLabels[interview.status];
  return (
    <span className="mt-1 block text-slate-600">
      {interview.status === "booked" && interview.bookedStart
        ? `${label}: ${formatDateTime(interview.bookedStart)}`
        : label}
    </span>
  );
}
