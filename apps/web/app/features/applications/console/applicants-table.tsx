import { pipelineCopy } from "@site/content/applications/pipeline";
import { linkClass } from "#web/components/button";
import { ColumnHeaders, ConsoleTable, cellClass } from "#web/layouts/console/console-table";
import { formatDateTime } from "#web/layouts/console/format-date-time";
import type { PipelineApplicant } from "../api/job-pipeline";
import { applicantName } from "./applicant-name";
import { InterviewState } from "./interview-state";
import { NotesButton } from "./notes-button";
import { StageMover } from "./stage-mover";

export interface PipelineActions {
  busy: boolean;
  move: (applicants: PipelineApplicant[], stage: string) => void;
  openNotes: (applicant: PipelineApplicant) => void;
  focusId: string | null;
  focused: () => void;
}

interface ApplicantsTableProps {
  applicants: PipelineApplicant[];
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], on: boolean) => void;
  actions: PipelineActions;
}

/** The list view: one row per application, with its contact, stage, resume and notes. */
export function ApplicantsTable({ applicants, selected, onSelect, actions }: ApplicantsTableProps) {
  const c = pipelineCopy.columns;
  const allSelected = applicants.length > 0 && applicants.every((a) => selected.has(a.applicationId));
  return (
    <ConsoleTable
      caption={pipelineCopy.tableCaption(applicants.length)}
      head={
        <>
          <td className={cellClass}>
            <input
              type="checkbox"
              aria-label={pipelineCopy.selectAll}
              checked={allSelected}
              onChange={(event) =>
                onSelect(
                  applicants.map((a) => a.applicationId),
                  event.target.checked,
                )
              }
              className="size-4"
            />
          </td>
          <ColumnHeaders labels={[c.name, c.email, c.stage, c.applied, c.source, c.resume, c.notes]} />
        </>
      }
    >
      {applicants.map((applicant) => {
        const who = applicantName(applicant);
        return (
          <tr key={applicant.applicationId}>
            <td className={cellClass}>
              <input
                type="checkbox"
                aria-label={pipelineCopy.selectOne(who)}
                checked={selected.has(applicant.applicationId)}
                onChange={(event) => onSelect([applicant.applicationId], event.target.checked)}
                className="size-4"
              />
            </td>
            <th scope="row" className={`${cellClass} text-left font-medium text-slate-900`}>
              {applicant.applicantName || pipelineCopy.noName}
              {applicant.applicantPhone ? (
                <span className="block font-normal text-slate-600">
                  {pipelineCopy.phone(applicant.applicantPhone)}
                </span>
              ) : null}
            </th>
            <td className={`${cellClass} break-all`}>
              {applicant.applicantEmail || pipelineCopy.noEmail}
              {applicant.emailFromResume ? (
                <span className="block text-slate-600">{pipelineCopy.fromResume}</span>
              ) : null}
            </td>
            <td className={cellClass}>
              <StageMover applicant={applicant} actions={actions} />
              {applicant.stage === "rejected" && applicant.rejectionReason ? (
                <span className="mt-1 block text-slate-600">
                  {pipelineCopy.rejectedBecause(applicant.rejectionReason)}
                </span>
              ) : null}
              <InterviewState interview={applicant.interview} />
            </td>
            <td className={`${cellClass} whitespace-nowrap`}>{formatDateTime(applicant.appliedAt)}</td>
            <td className={cellClass}>{pipelineCopy.sources[applicant.source]}</td>
            <td className={cellClass}>
              {applicant.resumeLink ? (
                <a
                  href={applicant.resumeLink}
                  download={applicant.resumeName}
                  className={linkClass}
                  aria-label={pipelineCopy.download(applicant.resumeName)}
                >
                  {applicant.resumeName}
                </a>
              ) : (
                pipelineCopy.noResume
              )}
            </td>
            <td className={cellClass}>
              <NotesButton applicant={applicant} onOpen={actions.openNotes} />
            </td>
          </tr>
        );
      })}
    </ConsoleTable>
  );
}
