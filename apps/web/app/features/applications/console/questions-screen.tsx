import { questionKindLabels, questionsCopy } from "@site/content/applications/questions";
import { type EmployerQuestion, type QuestionKind, questionKinds } from "@site/contract/api/applications";
import { useRef, useState } from "react";
import { AlertMessage } from "#web/components/alert-message";
import { Button } from "#web/components/button";
import { SelectField } from "#web/components/select-field";
import { TextAreaField } from "#web/components/text-area-field";
import { TextField } from "#web/components/text-field";
import { describeError } from "#web/lib/describe-error";
import { toast } from "#web/lib/toast";
import { useJobQuestions, useSaveJobQuestions } from "../api/application-questions";
import { JobSettingsScreen } from "./job-settings-screen";

interface Draft {
  key: number;
  kind: QuestionKind;
  label: string;
  required: boolean;
  choicesText: string;
  disqualifyingAnswer: string;
}

const draftOf = (key: number, q?: EmployerQuestion): Draft => ({
  key,
  kind: q?.kind ?? "short_text",
  label: q?.label ?? "",
  required: q?.required ?? false,
  choicesText: q?.choices.join("\n") ?? "",
  disqualifyingAnswer: q?.disqualifyingAnswer ?? "",
});
const choicesOf = (draft: Draft) =>
  draft.choicesText
    .split("\n")
    .map((choice) => choice.trim())
    .filter((choice) => choice !== "");

/**
 * A job's application questions, as its employer edits them: custom questions and knock-outs
 * (docs/decisions/073-application-questions-and-knock-outs.md). The server checks every rule.
 */
export function QuestionsScreen({ jobId }: { jobId: number }) {
  const loaded = useJobQuestions(jobId);
  return (
    <JobSettingsScreen jobId={jobId} copy={questionsCopy} query={loaded}>
      {(questions) => <QuestionsForm jobId={jobId} initial={questions.data} />}
    </JobSettingsScreen>
  );
}

function QuestionsForm({ jobId, initial }: { jobId: number; initial: readonly EmployerQuestion[] }) {
  const [drafts, setDrafts] = useState<Draft[]>(() => initial.map((q, index) => draftOf(index, q)));
  // Keys of added questions, after those of the loaded ones.
  const nextKey = useRef(initial.length);
  const save = useSaveJobQuestions();
  const change = (key: number, patch: Partial<Draft>) =>
    setDrafts((current) => current.map((d) => (d.key === key ? { ...d, ...patch } : d)));
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        jobId,
        questions: drafts.map((d) => ({
          kind: d.kind,
          label: d.label,
          required: d.required,
          choices: d.kind === "choice" ? choicesOf(d) : [],
          disqualifyingAnswer: d.kind === "short_text" ? null : d.disqualifyingAnswer || null,
        })),
      },
      { onSuccess: ({ message }) => toast.success(message) },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      {drafts.length === 0 ? <p className="text-slate-600">{questionsCopy.none}</p> : null}
      {drafts.map((d, index) => {
        const n = index + 1;
        const answers =
          d.kind === "yes_no"
            ? [
                { value: "yes", label: questionsCopy.yes },
                { value: "no", label: questionsCopy.no },
              ]
            : choicesOf(d).map((choice) => ({ value: choice, label: choice }));
        return (
          <fieldset key={d.key} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
            <legend className="px-1 font-semibold text-navy-900">{questionsCopy.questionHeading(n)}</legend>
            <TextField
              label={questionsCopy.label}
              value={d.label}
              maxLength={200}
              onChange={(event) => change(d.key, { label: event.target.value })}
            />
            <SelectField
              label={questionsCopy.kind}
              options={questionKinds.map((kind) => ({ value: kind, label: questionKindLabels[kind] }))}
              value={d.kind}
              onChange={(event) =>
                change(d.key, { kind: event.target.value as QuestionKind, disqualifyingAnswer: "" })
              }
            />
            {d.kind === "choice" ? (
              <TextAreaField
                label={questionsCopy.choices}
                rows={3}
                value={d.choicesText}
                onChange={(event) => change(d.key, { choicesText: event.target.value })}
              />
            ) : null}
            {d.kind === "short_text" ? null : (
              <SelectField
                label={questionsCopy.disqualifying}
                emptyLabel={questionsCopy.noKnockOut}
                options={answers}
                value={d.disqualifyingAnswer}
                onChange={(event) => change(d.key, { disqualifyingAnswer: event.target.value })}
              />
            )}
            <label className="flex items-center gap-2 text-slate-800">
              <input
                type="checkbox"
                checked={d.required}
                onChange={(event) => change(d.key, { required: event.target.checked })}
              />
              {questionsCopy.required}
            </label>
            <Button
              variant="secondary"
              className="px-3 py-1.5 text-sm"
              onClick={() => setDrafts((current) => current.filter((other) => other.key !== d.key))}
            >
              {questionsCopy.remove(n)}
            </Button>
          </fieldset>
        );
      })}
      <AlertMessage>{save.error ? describeError(save.error) : null}</AlertMessage>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          onClick={() => setDrafts((current) => [...current, draftOf(nextKey.current++)])}
        >
          {questionsCopy.add}
        </Button>
        <Button type="submit" busy={save.isPending} busyLabel={questionsCopy.saving}>
          {questionsCopy.save}
        </Button>
      </div>
    </form>
  );
}
