import { pipelineCopy } from "@site/content/applications/pipeline";
import { useEffect, useRef, useState } from "react";
import { Button } from "#web/components/button";
import type { PipelineApplicant } from "../api/job-pipeline";
import { applicantName } from "./applicant-name";
import type { PipelineActions } from "./applicants-table";
import { useStageNames } from "./stage-names";

interface StageMoverProps {
  applicant: PipelineApplicant;
  /**
   * The pipeline's moves: Move moves this application unless one is under way, and the select
   * takes the focus once when `focusId` names this application (after it moved and the list redrew).
   */
  actions: PipelineActions;
}

/**
 * One application's stage as a select and a Move button: a choice moves nothing until Move is
 * pressed, so arrowing through the options with the keyboard never moves an application.
 */
export function StageMover({ applicant, actions }: StageMoverProps) {
  const { stage } = applicant;
  const { busy, focused: onFocused } = actions;
  const who = applicantName(applicant);
  const focus = actions.focusId === applicant.applicationId;
  const { options } = useStageNames();
  const [target, setTarget] = useState<string>(stage);
  const selectRef = useRef<HTMLSelectElement>(null);
  useEffect(() => setTarget(stage), [stage]);
  useEffect(() => {
    if (!focus) return;
    selectRef.current?.focus();
    onFocused();
  }, [focus, onFocused]);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <select
        ref={selectRef}
        aria-label={pipelineCopy.stageOf(who)}
        value={target}
        onChange={(event) => setTarget(event.target.value)}
        className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-slate-900"
      >
        {options.map((option) => (
          <option key={option.key} value={option.key}>
            {option.name}
          </option>
        ))}
      </select>
      <Button
        variant="secondary"
        className="px-3 py-1.5 text-sm"
        aria-label={pipelineCopy.moveOne(who)}
        disabled={target === stage || busy}
        onClick={() => actions.move([applicant], target)}
      >
        {pipelineCopy.move}
      </Button>
    </div>
  );
}
