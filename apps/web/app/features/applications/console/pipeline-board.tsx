import { pipelineCopy } from "@site/content/applications/pipeline";
import { stagesCopy } from "@site/content/applications/stages";
import { type DragEvent, type KeyboardEvent, useId, useState } from "react";
import { formatDateTime } from "#web/layouts/console/format-date-time";
import type { PipelineApplicant } from "../api/job-pipeline";
import { applicantName } from "./applicant-name";
import type { PipelineActions } from "./applicants-table";
import { InterviewState } from "./interview-state";
import { NotesButton } from "./notes-button";
import { StageMover } from "./stage-mover";
import { type StageOption, useStageNames } from "./stage-names";

/** What a drag carries: the application's id, under a type of our own (a dropped link or text is ignored). */
const DRAG_TYPE = "application/x-application-id";

/**
 * The board view: a column per stage of the job, a card per application
 * (docs/decisions/083-custom-pipeline-stages.md). A card moves three ways, all through the same
 * move as the list: dragged with the pointer onto another column (the platform's drag and drop);
 * from the keyboard, focusing the card, choosing a column with the left and right arrow keys and
 * moving with Enter; or with its stage select and Move button. Each keyboard step is read out
 * from a live region.
 */
export function PipelineBoard({
  applicants,
  actions,
}: {
  applicants: PipelineApplicant[];
  actions: PipelineActions;
}) {
  const { options } = useStageNames();
  const hintId = useId();
  const [announcement, setAnnouncement] = useState("");
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const [choosing, setChoosing] = useState<{ id: string; index: number } | null>(null);

  const moveTo = (applicant: PipelineApplicant, stage: StageOption) => {
    setChoosing(null);
    setDropTarget(null);
    if (stage.key === applicant.stage || actions.busy) return;
    setAnnouncement(stagesCopy.moving(applicantName(applicant), stage.name));
    actions.move([applicant], stage.key);
  };
  const onDrop = (event: DragEvent, stage: StageOption) => {
    event.preventDefault();
    const id = event.dataTransfer.getData(DRAG_TYPE);
    const applicant = applicants.find((one) => one.applicationId === id);
    if (applicant) moveTo(applicant, stage);
  };
  const onCardKey = (event: KeyboardEvent, applicant: PipelineApplicant) => {
    // Only the card itself: its select and buttons keep their own keys.
    if (event.target !== event.currentTarget) return;
    const who = applicantName(applicant);
    const current = options.findIndex((stage) => stage.key === applicant.stage);
    const index = choosing?.id === applicant.applicationId ? choosing.index : current;
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      event.preventDefault();
      const next = Math.min(options.length - 1, Math.max(0, index + (event.key === "ArrowRight" ? 1 : -1)));
      setChoosing({ id: applicant.applicationId, index: next });
      setAnnouncement(stagesCopy.choosing(who, options[next]?.name ?? ""));
    } else if (event.key === "Enter" && choosing?.id === applicant.applicationId) {
      event.preventDefault();
      const stage = options[choosing.index];
      if (stage && stage.key !== applicant.stage) moveTo(applicant, stage);
      else {
        setChoosing(null);
        setAnnouncement(stagesCopy.cancelled(who));
      }
    } else if (event.key === "Escape" && choosing) {
      event.preventDefault();
      setChoosing(null);
      setAnnouncement(stagesCopy.cancelled(who));
    }
  };
  const chosenKey = choosing ? options[choosing.index]?.key : undefined;

  return (
    <>
      <p id={hintId} className="mb-3 text-slate-600 text-sm">
        {stagesCopy.dragHint}
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <section aria-label={pipelineCopy.board} className="grid gap-4 md:grid-cols-3 xl:grid-cols-6">
        {options.map((stage) => (
          <BoardColumn
            key={stage.key}
            stage={stage}
            highlighted={dropTarget === stage.key || chosenKey === stage.key}
            onDragOver={(event) => {
              if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = "move";
              setDropTarget(stage.key);
            }}
            onDragLeave={() => setDropTarget((current) => (current === stage.key ? null : current))}
            onDrop={(event) => onDrop(event, stage)}
          >
            {applicants
              .filter((applicant) => applicant.stage === stage.key)
              .map((applicant) => {
                const who = applicantName(applicant);
                return (
                  <li
                    key={applicant.applicationId}
                    draggable={!actions.busy}
                    // biome-ignore lint/a11y/noNoninteractiveTabindex: the card is the keyboard's handle for moving it (arrow keys and Enter, described by the hint).
                    tabIndex={0}
                    aria-describedby={hintId}
                    data-application={applicant.applicationId}
                    onDragStart={(event) => {
                      event.dataTransfer.setData(DRAG_TYPE, applicant.applicationId);
                      event.dataTransfer.effectAllowed = "move";
                    }}
                    onDragEnd={() => setDropTarget(null)}
                    onKeyDown={(event) => onCardKey(event, applicant)}
                    onBlur={(event) => {
                      if (event.target === event.currentTarget && choosing?.id === applicant.applicationId)
                        setChoosing(null);
                    }}
                    className="cursor-grab rounded-md border border-slate-200 bg-white p-3 text-sm focus-visible:outline-2 focus-visible:outline-sky-700 focus-visible:outline-offset-2"
                  >
                    <h3 className="break-all font-medium text-slate-900">{who}</h3>
                    {applicant.applicantName && applicant.applicantEmail ? (
                      <p className="break-all text-slate-600">{applicant.applicantEmail}</p>
                    ) : null}
                    <p className="text-slate-600">{formatDateTime(applicant.appliedAt)}</p>
                    <InterviewState interview={applicant.interview} />
                    <div className="mt-2">
                      <StageMover applicant={applicant} actions={actions} />
                    </div>
                    <NotesButton applicant={applicant} onOpen={actions.openNotes} className="mt-2 text-sm" />
                  </li>
                );
              })}
          </BoardColumn>
        ))}
      </section>
    </>
  );
}

function BoardColumn({
  stage,
  highlighted,
  children,
  onDragOver,
  onDragLeave,
  onDrop,
}: {
  stage: StageOption;
  highlighted: boolean;
  children: React.ReactNode[];
  onDragOver: (event: DragEvent) => void;
  onDragLeave: () => void;
  onDrop: (event: DragEvent) => void;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-stage={stage.key}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      className={`rounded-lg border bg-slate-50 p-3 ${highlighted ? "border-sky-700 ring-2 ring-sky-700" : "border-slate-200"}`}
    >
      <h2 id={headingId} className="mb-3 font-semibold text-navy-900">
        {pipelineCopy.column(stage.name, children.length)}
      </h2>
      {children.length === 0 ? (
        <p className="text-slate-600 text-sm">{pipelineCopy.emptyColumn}</p>
      ) : (
        <ul className="space-y-3">{children}</ul>
      )}
    </section>
  );
}
