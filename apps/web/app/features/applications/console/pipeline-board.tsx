import { pipelineCopy, stageLabels } from "@site/content/applications/pipeline";
import { applicationStages } from "@site/contract/api/applications";
import { useId } from "react";
import { formatDateTime } from "#web/layouts/console/format-date-time";
import type { PipelineApplicant } from "../api/job-pipeline";
import { applicantName } from "./applicant-name";
import type { PipelineActions } from "./applicants-table";
import { InterviewState } from "./interview-state";
import { NotesButton } from "./notes-button";
import { StageMover } from "./stage-mover";

/**
 * The board view: a column per stage, a card per application. Cards move with their stage
 * select and Move button (no dragging), so the board works with a keyboard and a screen reader.
 */
export function PipelineBoard({
  applicants,
  actions,
}: {
  applicants: PipelineApplicant[];
  actions: PipelineActions;
}) {
  return (
    <section aria-label={pipelineCopy.board} className="grid gap-4 md:grid-cols-3 xl:grid-cols-6">
      {applicationStages.map((stage) => (
        <BoardColumn
          key={stage}
          title={stageLabels[stage]}
          applicants={applicants.filter((applicant) => applicant.stage === stage)}
          actions={actions}
        />
      ))}
    </section>
  );
}

function BoardColumn({
  title,
  applicants,
  actions,
}: {
  title: string;
  applicants: PipelineApplicant[];
  actions: PipelineActions;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <h2 id={headingId} className="mb-3 font-semibold text-navy-900">
        {pipelineCopy.column(title, applicants.length)}
      </h2>
      {applicants.length === 0 ? (
        <p className="text-slate-600 text-sm">{pipelineCopy.emptyColumn}</p>
      ) : (
        <ul className="space-y-3">
          {applicants.map((applicant) => {
            const who = applicantName(applicant);
            return (
              <li
                key={applicant.applicationId}
                className="rounded-md border border-slate-200 bg-white p-3 text-sm"
              >
                <h3 className="break-all font-medium text-slate-900">{who}</h3>
                {applicant.applicantName && applicant.applicantEmail ? (
                  <p className="break-all text-slate-600">{applicant.applicantEmail}</p>
                ) : null}
                <p className="text-slate-600">{formatDateTime(applicant.appliedAt)}</p>
                <InterviewState interview={applicant.interview} />
                <div className="mt-2">
                  <StageMover
                    who={who}
                    stage={applicant.stage}
                    busy={actions.busy}
                    onMove={(stage) => actions.move([applicant], stage)}
                    focus={actions.focusId === applicant.applicationId}
                    onFocused={actions.focused}
                  />
                </div>
                <NotesButton applicant={applicant} onOpen={actions.openNotes} className="mt-2 text-sm" />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
