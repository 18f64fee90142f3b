import { pipelineCopy } from "@site/content/applications/pipeline";
import { hiringMessages } from "@site/contract/api/applications";
import { type FormEvent, useRef, useState } from "react";
import { AlertMessage } from "#web/components/alert-message";
import { Button } from "#web/components/button";
import { SelectField } from "#web/components/select-field";
import { useStageNames } from "./stage-names";

/** "Move selected to…": one stage for every checked application, all or none. */
export function BulkMoveBar({
  count,
  busy,
  onMove,
}: {
  count: number;
  busy: boolean;
  onMove: (stage: string) => void;
}) {
  const { options } = useStageNames();
  const stageOptions = options.map((option) => ({ value: option.key, label: option.name }));
  const [stage, setStage] = useState<string>("");
  const [stageError, setStageError] = useState<string>();
  const [selectionError, setSelectionError] = useState<string | null>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSelectionError(count === 0 ? hiringMessages.chooseApplications : null);
    setStageError(stage === "" ? hiringMessages.stageInvalid : undefined);
    if (stage === "") {
      selectRef.current?.focus();
      return;
    }
    if (count > 0) onMove(stage);
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={pipelineCopy.moveSelectedTo}
      className="mb-4 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-3"
    >
      <p className="self-center font-medium text-slate-800" aria-live="polite">
        {pipelineCopy.selected(count)}
      </p>
      <SelectField
        ref={selectRef}
        label={pipelineCopy.moveSelectedTo}
        emptyLabel={pipelineCopy.chooseStage}
        options={stageOptions}
        value={stage}
        error={stageError}
        onChange={(event) => {
          setStage(event.target.value);
          setStageError(undefined);
        }}
      />
      <Button type="submit" busy={busy} busyLabel={pipelineCopy.moveBusy}>
        {pipelineCopy.move}
      </Button>
      <div className="basis-full">
        <AlertMessage>{count === 0 ? selectionError : null}</AlertMessage>
      </div>
    </form>
  );
}
