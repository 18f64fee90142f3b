import { pipelineCopy } from "@site/content/applications/pipeline";
import { questionsCopy } from "@site/content/applications/questions";
import { consoleCopy } from "@site/content/console";
import { addApplicationNote } from "@site/contract/api/applications";
import { AlertMessage } from "#web/components/alert-message";
import { DialogActions } from "#web/components/dialog-actions";
import { Modal } from "#web/components/modal";
import { TextAreaField } from "#web/components/text-area-field";
import { formatDateTime } from "#web/layouts/console/format-date-time";
import { ConsoleQueryState } from "#web/layouts/console/paged-query";
import { describeError, showFieldErrors } from "#web/lib/describe-error";
import { useContractForm } from "#web/lib/use-contract-form";
import { type ApplicationDetails, useAddNote, useApplicationDetails } from "../api/application-details";
import type { PipelineApplicant } from "../api/job-pipeline";
import { applicantName } from "./applicant-name";
import { DetailsSection } from "./details-section";
import { InterviewPanel } from "./interview-panel";
import { ScorecardsPanel } from "./scorecards-panel";
import { useStageNames } from "./stage-names";

// The contract's rule for a note: required, at most 5000 characters.
const schema = (() => {
  const body = addApplicationNote.body;
  if (!body) throw new Error("add_application_note declares its body");
  return body.pick({ body: true });
})();

/** The team's private notes on an application and its stage history, with a form to add a note. */
export function NotesDialog({
  applicant,
  onClose,
}: {
  applicant: PipelineApplicant | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={applicant !== null}
      title={applicant ? pipelineCopy.notesFor(applicantName(applicant)) : ""}
      onClose={onClose}
    >
      {applicant ? <NotesPanel applicationId={applicant.applicationId} onClose={onClose} /> : null}
    </Modal>
  );
}

function NotesPanel({ applicationId, onClose }: { applicationId: string; onClose: () => void }) {
  const details = useApplicationDetails(applicationId);
  const addNote = useAddNote();
  const {
    handleSubmit,
    reset,
    setError,
    field,
    formState: { errors },
  } = useContractForm(schema, { defaultValues: { body: "" } });
  const onSubmit = handleSubmit(({ body }) =>
    addNote.mutate(
      { applicationId, body },
      {
        onSuccess: () => reset(),
        onError: (error) => showFieldErrors(error, ["body"], setError),
      },
    ),
  );

  return (
    <div className="max-h-[70vh] space-y-4 overflow-y-auto">
      <ConsoleQueryState query={details} compact>
        {(data) => (
          <>
            <Answers answers={data.answers} />
            <InterviewPanel applicationId={applicationId} />
            <ScorecardsPanel applicationId={applicationId} />
            <DetailsSection heading={pipelineCopy.historyHeading}>
              <History history={data.history} />
            </DetailsSection>
            <DetailsSection heading={pipelineCopy.notesHeading}>
              {data.notes.length === 0 ? (
                <p className="text-slate-600 text-sm">{pipelineCopy.noNotes}</p>
              ) : (
                <ul className="mt-1 space-y-2">
                  {data.notes.map((note) => (
                    <li key={note.noteId} className="rounded-md bg-slate-50 p-2 text-sm">
                      <p className="text-slate-600">
                        {pipelineCopy.noteBy(note.author)} · {formatDateTime(note.createdAt)}
                      </p>
                      <p className="whitespace-pre-wrap break-words text-slate-900">{note.body}</p>
                    </li>
                  ))}
                </ul>
              )}
            </DetailsSection>
          </>
        )}
      </ConsoleQueryState>
      <form noValidate onSubmit={onSubmit} className="space-y-3">
        <AlertMessage>{addNote.error && !errors.body ? describeError(addNote.error) : null}</AlertMessage>
        <TextAreaField label={pipelineCopy.newNote} rows={3} {...field("body")} />
        <DialogActions
          cancelLabel={consoleCopy.close}
          onCancel={onClose}
          cancelWhileBusy
          confirmLabel={pipelineCopy.addNote}
          busyLabel={pipelineCopy.addNoteBusy}
          busy={addNote.isPending}
        />
      </form>
    </div>
  );
}

function History({ history }: { history: ApplicationDetails["history"] }) {
  const { nameOf } = useStageNames();
  if (history.length === 0) return <p className="text-slate-600 text-sm">{pipelineCopy.noHistory}</p>;
  return (
    <ol className="mt-1 space-y-1 text-sm">
      {history.map((change) => (
        <li key={`${change.movedAt}-${change.toStage}`} className="text-slate-800">
          {pipelineCopy.historyLine(nameOf(change.fromStage), nameOf(change.toStage), change.movedBy)}
          <span className="block text-slate-600">
            {formatDateTime(change.movedAt)}
            {change.reason ? ` · ${pipelineCopy.rejectedBecause(change.reason)}` : ""}
            {change.mailed ? ` · ${pipelineCopy.mailed}` : ""}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The applicant's answers to the job's questions, a knock-out answer marked. */
function Answers({ answers }: { answers: ApplicationDetails["answers"] }) {
  return (
    <DetailsSection heading={questionsCopy.answersHeading}>
      {answers.length === 0 ? (
        <p className="text-slate-600 text-sm">{questionsCopy.noAnswers}</p>
      ) : (
        <dl className="mt-1 space-y-2 text-sm">
          {answers.map((answer) => (
            <div key={answer.label}>
              <dt className="text-slate-600">{answer.label}</dt>
              <dd className="whitespace-pre-wrap break-words text-slate-900">
                {answer.answer}
                {answer.knockedOut ? (
                  <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 font-medium text-red-800 text-xs">
                    {questionsCopy.knockedOut}
                  </span>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </DetailsSection>
  );
}
