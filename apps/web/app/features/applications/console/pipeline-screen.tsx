import { pipelineCopy } from "@site/content/applications/pipeline";
import { questionsCopy } from "@site/content/applications/questions";
import { reportCopy } from "@site/content/applications/reports";
import { stagesCopy } from "@site/content/applications/stages";
import { consolePages } from "@site/content/console";
import { jobsCopy } from "@site/content/job-posts/console";
import { useCallback, useState } from "react";
import { Link } from "react-router";
import { AlertMessage } from "#web/components/alert-message";
import { Button, linkClass } from "#web/components/button";
import { ConsoleQueryState } from "#web/layouts/console/paged-query";
import { ScreenHeading } from "#web/layouts/console/screen-heading";
import { describeError } from "#web/lib/describe-error";
import { formatDate } from "#web/lib/job-format";
import { paths } from "#web/lib/paths";
import { toast } from "#web/lib/toast";
import { type PipelineApplicant, useJobPipeline } from "../api/job-pipeline";
import { useJobStages } from "../api/job-stages";
import { useMoveApplications } from "../api/move-applications";
import { ApplicantsTable, type PipelineActions } from "./applicants-table";
import { BulkMoveBar } from "./bulk-move-bar";
import { NotesDialog } from "./notes-dialog";
import { PipelineBoard } from "./pipeline-board";
import { StageMailDialog, type StageMailRequest } from "./stage-mail-dialog";
import { StageNamesProvider, useStageNames } from "./stage-names";

type View = "list" | "board";

/**
 * A job's hiring pipeline (docs/decisions/037-hiring-pipeline.md): who applied and how to reach
 * them, as a list with checkboxes for bulk moves or as a board with a column per stage; a move to
 * Rejected or Hired asks first (reason, mail and its preview); notes and history in a dialog.
 * The columns and stage choices are the job's own stages (docs/decisions/083-custom-pipeline-stages.md).
 */
export function PipelineScreen({ jobId }: { jobId: number }) {
  const pipeline = useJobPipeline(jobId);
  const stages = useJobStages(jobId);
  const move = useMoveApplications();
  const [view, setView] = useState<View>("list");
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [mailRequest, setMailRequest] = useState<StageMailRequest | null>(null);
  const [notesFor, setNotesFor] = useState<PipelineApplicant | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const focused = useCallback(() => setFocusId(null), []);

  const moved = (ids: string[]) => {
    setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
    if (ids.length === 1) setFocusId(ids[0] ?? null);
  };
  const requestMove = (applicants: PipelineApplicant[], stage: string) => {
    if (stage === "rejected" || stage === "hired") {
      setMailRequest({ stage, applicants });
      return;
    }
    const ids = applicants.map((applicant) => applicant.applicationId);
    move.mutate(
      { applicationIds: ids, stage },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          moved(ids);
        },
      },
    );
  };
  const actions: PipelineActions = {
    busy: move.isPending,
    move: requestMove,
    openNotes: setNotesFor,
    focusId,
    focused,
  };
  const select = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) on ? next.add(id) : next.delete(id);
      return next;
    });

  const job = pipeline.data?.job;
  const applicants = pipeline.data?.data ?? [];
  return (
    <StageNamesProvider stages={stages.data}>
      <ScreenHeading
        title={job ? jobsCopy.applicantsOf(job.jobTitle) : consolePages.applicants.heading}
        description={job?.companyName}
        actions={
          <>
            <Link to={paths.consoleReport(String(jobId))} className={linkClass}>
              {reportCopy.link}
            </Link>
            <Link to={paths.consoleStages(String(jobId))} className={linkClass}>
              {stagesCopy.editLink}
            </Link>
            <Link to={paths.consoleQuestions(String(jobId))} className={linkClass}>
              {questionsCopy.editLink}
            </Link>
            <Link to={paths.consoleJobs} className={linkClass}>
              {jobsCopy.backToJobs}
            </Link>
          </>
        }
      />
      <ConsoleQueryState
        query={pipeline}
        isEmpty={(answer) => answer.data.length === 0}
        empty={jobsCopy.noApplicants}
      >
        {() => (
          <>
            {/* biome-ignore lint/a11y/useSemanticElements: two toggle buttons, not a fieldset of inputs. */}
            <div role="group" aria-label={pipelineCopy.views} className="mb-4 flex gap-2">
              {(["list", "board"] as const).map((value) => (
                <Button
                  key={value}
                  variant={view === value ? "primary" : "secondary"}
                  className="px-4 py-1.5 text-sm"
                  aria-pressed={view === value}
                  onClick={() => setView(value)}
                >
                  {value === "list" ? pipelineCopy.listView : pipelineCopy.boardView}
                </Button>
              ))}
            </div>
            <div className="mb-4">
              <AlertMessage>{move.error ? describeError(move.error) : null}</AlertMessage>
            </div>
            {view === "list" ? (
              <>
                <BulkMoveBar
                  count={selected.size}
                  busy={move.isPending}
                  onMove={(stage) =>
                    requestMove(
                      applicants.filter((applicant) => selected.has(applicant.applicationId)),
                      stage,
                    )
                  }
                />
                <ApplicantsTable
                  applicants={applicants}
                  selected={selected}
                  onSelect={select}
                  actions={actions}
                />
              </>
            ) : (
              <PipelineBoard applicants={applicants} actions={actions} />
            )}
          </>
        )}
      </ConsoleQueryState>
      {pipeline.data && pipeline.data.withdrawn.length > 0 ? (
        <WithdrawnApplications withdrawn={pipeline.data.withdrawn} />
      ) : null}
      <StageMailDialog request={mailRequest} onClose={() => setMailRequest(null)} onMoved={moved} />
      <NotesDialog applicant={notesFor} onClose={() => setNotesFor(null)} />
    </StageNamesProvider>
  );
}

/** The job's withdrawn applications (decision 091): when and from which stage, no one's details. */
function WithdrawnApplications({
  withdrawn,
}: {
  withdrawn: readonly { stage: string; appliedAt: string; withdrawnAt: string }[];
}) {
  const { nameOf } = useStageNames();
  return (
    <section aria-labelledby="withdrawn-applications" className="mt-8">
      <h2 id="withdrawn-applications" className="font-semibold text-lg text-navy-900">
        {jobsCopy.withdrawnHeading(withdrawn.length)}
      </h2>
      <p className="mt-1 text-slate-600 text-sm">{jobsCopy.withdrawnIntro}</p>
      <ul aria-labelledby="withdrawn-applications" className="mt-2 divide-y divide-slate-200">
        {withdrawn.map((row) => (
          <li key={`${row.withdrawnAt} ${row.appliedAt}`} className="py-2 text-slate-700 text-sm">
            {jobsCopy.withdrawnItem(
              formatDate(row.appliedAt),
              formatDate(row.withdrawnAt),
              nameOf(row.stage),
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
