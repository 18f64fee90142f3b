import { stagesCopy } from "@site/content/applications/stages";
import { JOB_STAGES_MAX, STAGE_NAME_MAX } from "@site/contract/api/applications";
import { useRef, useState } from "react";
import { AlertMessage } from "#web/components/alert-message";
import { Button } from "#web/components/button";
import { SelectField } from "#web/components/select-field";
import { TextField } from "#web/components/text-field";
import { describeError } from "#web/lib/describe-error";
import { ApiError } from "#web/lib/http";
import { toast } from "#web/lib/toast";
import { type JobStagesAnswer, useJobStages, useSaveJobStages } from "../api/job-stages";
import { JobSettingsScreen } from "./job-settings-screen";

interface Draft {
  /** Local identity of the row while editing. */
  id: number;
  /** The stage's key on the job; empty for a stage added here. */
  key: string;
  name: string;
  shownToCandidates: boolean;
  /** Applications at this stage when the list was loaded. */
  applications: number;
  removed: boolean;
  /** For a removed stage that holds applications: the stage they move to. */
  moveTo: string;
}

/**
 * A job's own pipeline stages as its employer edits them (docs/decisions/083-custom-pipeline-stages.md):
 * Applied, Hired and Rejected are shown and fixed; the stages between them are renamed, moved up
 * and down with buttons, removed (choosing where their applications go) and added. One save
 * sends the whole list; the server checks every rule and refuses a list someone changed meanwhile.
 */
export function StagesScreen({ jobId }: { jobId: number }) {
  const loaded = useJobStages(jobId);
  // Here, not in the form: a save's answer gives a new version, which remounts the form.
  const save = useSaveJobStages();
  return (
    <JobSettingsScreen jobId={jobId} copy={stagesCopy} query={loaded}>
      {(data) => (
        <StagesForm
          key={data.version}
          jobId={jobId}
          initial={data}
          save={save}
          reload={() => {
            save.reset();
            void loaded.refetch();
          }}
        />
      )}
    </JobSettingsScreen>
  );
}

function StagesForm({
  jobId,
  initial,
  save,
  reload,
}: {
  jobId: number;
  initial: JobStagesAnswer;
  save: ReturnType<typeof useSaveJobStages>;
  reload: () => void;
}) {
  const own = initial.stages.filter((stage) => !stage.fixed);
  const [drafts, setDrafts] = useState<Draft[]>(() =>
    own.map((stage, index) => ({
      id: index,
      key: stage.key,
      name: stage.name,
      shownToCandidates: stage.shownToCandidates,
      applications: stage.applications,
      removed: false,
      moveTo: "",
    })),
  );
  const nextId = useRef(own.length);
  const change = (id: number, patch: Partial<Draft>) =>
    setDrafts((current) => current.map((d) => (d.id === id ? { ...d, ...patch } : d)));
  const shift = (index: number, by: -1 | 1) =>
    setDrafts((current) => {
      const next = [...current];
      const [row] = next.splice(index, 1);
      if (row) next.splice(index + by, 0, row);
      return next;
    });
  const live = drafts.filter((d) => !d.removed);
  const [applied, hired, rejected] = [initial.stages[0], initial.stages.at(-2), initial.stages.at(-1)];
  // Where the applications of a removed stage may go: Applied or a stage that stays and exists.
  const targets = [
    ...(applied ? [{ value: applied.key, label: applied.name }] : []),
    ...live.filter((d) => d.key !== "").map((d) => ({ value: d.key, label: d.name || d.key })),
  ];

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        jobId,
        version: initial.version,
        stages: live.map(({ key, name, shownToCandidates }) => ({ key, name, shownToCandidates })),
        reassign: drafts
          .filter((d) => d.removed && d.applications > 0 && d.moveTo !== "")
          .map((d) => ({ from: d.key, to: d.moveTo })),
      },
      { onSuccess: ({ message }) => toast.success(message) },
    );
  };
  const stale = save.error instanceof ApiError && save.error.status === 409;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <ol className="space-y-3">
        {applied ? <FixedRow name={applied.name} count={applied.applications} /> : null}
        {drafts.map((d, index) => {
          const label = d.name.trim() || stagesCopy.newStage;
          if (d.removed)
            return (
              <li key={d.id} className="space-y-3 rounded-lg border border-red-200 bg-white p-4">
                <p className="font-semibold text-navy-900">
                  {label} <span className="font-normal text-red-800">· {stagesCopy.removed}</span>
                </p>
                {d.applications > 0 ? (
                  <SelectField
                    label={stagesCopy.moveTo(label, d.applications)}
                    emptyLabel={stagesCopy.chooseTarget}
                    options={targets}
                    value={d.moveTo}
                    onChange={(event) => change(d.id, { moveTo: event.target.value })}
                  />
                ) : null}
                <Button
                  variant="secondary"
                  className="px-3 py-1.5 text-sm"
                  aria-label={stagesCopy.undo(label)}
                  onClick={() => change(d.id, { removed: false, moveTo: "" })}
                >
                  {stagesCopy.keep}
                </Button>
              </li>
            );
          const position = live.indexOf(d) + 2;
          return (
            <li key={d.id} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
              <TextField
                label={stagesCopy.stageName(position)}
                value={d.name}
                maxLength={STAGE_NAME_MAX}
                hint={d.key ? stagesCopy.holds(d.applications) : undefined}
                onChange={(event) => change(d.id, { name: event.target.value })}
              />
              <label className="flex items-start gap-2 text-slate-800">
                <input
                  type="checkbox"
                  className="mt-1"
                  checked={d.shownToCandidates}
                  onChange={(event) => change(d.id, { shownToCandidates: event.target.checked })}
                />
                <span>
                  {stagesCopy.shown}
                  <span className="block text-slate-600 text-sm">{stagesCopy.shownHint}</span>
                </span>
              </label>
              <div className="flex flex-wrap gap-2">
                {[
                  {
                    label: stagesCopy.up,
                    named: stagesCopy.moveUp,
                    disabled: index === 0,
                    run: () => shift(index, -1),
                  },
                  {
                    label: stagesCopy.down,
                    named: stagesCopy.moveDown,
                    disabled: index === drafts.length - 1,
                    run: () => shift(index, 1),
                  },
                  {
                    label: stagesCopy.removeShort,
                    named: stagesCopy.remove,
                    disabled: false,
                    run: () =>
                      d.key === ""
                        ? setDrafts((current) => current.filter((other) => other.id !== d.id))
                        : change(d.id, { removed: true }),
                  },
                ].map(({ label, named, disabled, run }) => (
                  <Button
                    key={label}
                    variant="secondary"
                    className="px-3 py-1.5 text-sm"
                    aria-label={named(d.name.trim())}
                    disabled={disabled}
                    onClick={run}
                  >
                    {label}
                  </Button>
                ))}
              </div>
            </li>
          );
        })}
        {hired ? <FixedRow name={hired.name} count={hired.applications} /> : null}
        {rejected ? <FixedRow name={rejected.name} count={rejected.applications} /> : null}
      </ol>
      <AlertMessage>{save.error ? describeError(save.error) : null}</AlertMessage>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          disabled={live.length >= JOB_STAGES_MAX}
          onClick={() =>
            setDrafts((current) => [
              ...current,
              {
                id: nextId.current++,
                key: "",
                name: "",
                shownToCandidates: false,
                applications: 0,
                removed: false,
                moveTo: "",
              },
            ])
          }
        >
          {stagesCopy.add}
        </Button>
        <Button type="submit" busy={save.isPending} busyLabel={stagesCopy.saving}>
          {stagesCopy.save}
        </Button>
        {stale ? (
          <Button variant="secondary" onClick={reload}>
            {stagesCopy.reload}
          </Button>
        ) : null}
      </div>
      {live.length >= JOB_STAGES_MAX ? (
        <p className="text-slate-600 text-sm">{stagesCopy.limitReached}</p>
      ) : null}
    </form>
  );
}

function FixedRow({ name, count }: { name: string; count: number }) {
  return (
    <li className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <p className="font-semibold text-navy-900">{name}</p>
      <p className="text-slate-600 text-sm">
        {stagesCopy.fixedNote} {stagesCopy.holds(count)}.
      </p>
    </li>
  );
}
