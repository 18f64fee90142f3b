import { pipelineCopy } from "@site/content/applications/pipeline";
import { candidateReasonLabels, rejectionCopy } from "@site/content/applications/rejections";
import { consoleCopy } from "@site/content/console";
import {
  type CandidateReason,
  candidateReasons,
  hiringMessages,
  type MailingStage,
  REJECTION_REASON_MAX,
} from "@site/contract/api/applications";
import { useId } from "react";
import { z } from "zod";
import { AlertMessage } from "#web/components/alert-message";
import { DialogActions } from "#web/components/dialog-actions";
import { Modal } from "#web/components/modal";
import { SelectField } from "#web/components/select-field";
import { TextAreaField } from "#web/components/text-area-field";
import { describeError, showFieldErrors } from "#web/lib/describe-error";
import { toast } from "#web/lib/toast";
import { useContractForm } from "#web/lib/use-contract-form";
import type { PipelineApplicant } from "../api/job-pipeline";
import { useMoveApplications } from "../api/move-applications";
import { useStageMailPreview } from "../api/preview-stage-mail";

export interface StageMailRequest {
  stage: MailingStage;
  applicants: PipelineApplicant[];
}

// The contract's rule for the reason (Rejected only): required, at most 500 characters.
const reasonField = z
  .string()
  .trim()
  .min(1, hiringMessages.reasonRequired)
  .max(REJECTION_REASON_MAX, hiringMessages.reasonTooLong);
const choices = { candidateReason: z.string(), mailDelayHours: z.string() };
const schemas = {
  rejected: z.object({ reason: reasonField, sendMail: z.boolean(), ...choices }),
  hired: z.object({ reason: z.string(), sendMail: z.boolean(), ...choices }),
};
const reasonOptions = candidateReasons.map((value) => ({ value, label: candidateReasonLabels[value] }));
const isCandidateReason = (value: string): value is CandidateReason =>
  (candidateReasons as readonly string[]).includes(value);

/**
 * Moving to Rejected or Hired: the reason (Rejected), whether to mail the candidates (on for
 * Rejected, off for Hired) and, while mailing, the mail itself as it will be sent.
 */
export function StageMailDialog({
  request,
  onClose,
  onMoved,
}: {
  request: StageMailRequest | null;
  onClose: () => void;
  onMoved: (ids: string[]) => void;
}) {
  return request ? <StageMailForm request={request} onClose={onClose} onMoved={onMoved} /> : null;
}

function StageMailForm({
  request: { stage, applicants },
  onClose,
  onMoved,
}: {
  request: StageMailRequest;
  onClose: () => void;
  onMoved: (ids: string[]) => void;
}) {
  const ids = applicants.map((applicant) => applicant.applicationId);
  const move = useMoveApplications();
  const previewId = useId();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    field,
    formState: { errors },
  } = useContractForm(schemas[stage], {
    defaultValues: { reason: "", sendMail: stage === "rejected", candidateReason: "", mailDelayHours: "0" },
  });
  const sendMail = watch("sendMail");
  const chosenReason = watch("candidateReason");
  const candidateReason = isCandidateReason(chosenReason) ? chosenReason : undefined;
  const preview = useStageMailPreview(ids, stage, sendMail, candidateReason);
  const rejecting = stage === "rejected";
  const close = () => {
    if (!move.isPending) onClose();
  };
  const onSubmit = handleSubmit(({ reason, sendMail: mail, mailDelayHours }) =>
    move.mutate(
      {
        applicationIds: ids,
        stage,
        ...(rejecting ? { reason, ...(candidateReason ? { candidateReason } : {}) } : {}),
        sendMail: mail,
        // "Now" sends no delay, so the call stays as it was before delays existed.
        ...(mail && mailDelayHours !== "0" ? { mailDelayHours: Number(mailDelayHours) } : {}),
      },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onMoved(ids);
          onClose();
        },
        onError: (error) => showFieldErrors(error, ["reason"], setError),
      },
    ),
  );

  return (
    <Modal
      open
      title={rejecting ? pipelineCopy.rejectTitle(ids.length) : pipelineCopy.hireTitle(ids.length)}
      onClose={close}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <AlertMessage>{move.error && !errors.reason ? describeError(move.error) : null}</AlertMessage>
        {rejecting ? (
          <TextAreaField label={pipelineCopy.reasonLabel} rows={3} required {...field("reason")} />
        ) : null}
        <label className="flex items-start gap-2 text-slate-800 text-sm">
          <input type="checkbox" className="mt-0.5 size-4" {...register("sendMail")} />
          {rejecting ? pipelineCopy.mailRejection : pipelineCopy.mailHire}
        </label>
        {sendMail ? (
          <div className="grid gap-3 sm:grid-cols-2">
            {rejecting ? (
              <SelectField
                label={rejectionCopy.candidateReason}
                hint={rejectionCopy.candidateReasonHint}
                emptyLabel={rejectionCopy.noCandidateReason}
                options={reasonOptions}
                {...register("candidateReason")}
              />
            ) : null}
            <SelectField
              label={rejectionCopy.delay}
              options={rejectionCopy.delays}
              {...register("mailDelayHours")}
            />
          </div>
        ) : null}
        {sendMail ? (
          <section aria-labelledby={previewId} className="rounded-md border border-slate-200 bg-slate-50 p-3">
            <h3 id={previewId} className="font-semibold text-slate-900 text-sm">
              {pipelineCopy.previewHeading}
            </h3>
            {preview.isPending ? (
              <p className="text-slate-600 text-sm">{pipelineCopy.previewLoading}</p>
            ) : preview.isError ? (
              <AlertMessage>{describeError(preview.error)}</AlertMessage>
            ) : (
              <>
                <p className="mt-1 font-medium text-slate-800 text-sm">
                  {pipelineCopy.previewSubject(preview.data.subject)}
                </p>
                <p className="mt-2 whitespace-pre-wrap text-slate-700 text-sm">{preview.data.text}</p>
                <p className="mt-2 text-slate-600 text-sm">
                  {pipelineCopy.recipients(preview.data.recipients, preview.data.withoutAddress)}
                </p>
              </>
            )}
          </section>
        ) : null}
        <DialogActions
          cancelLabel={consoleCopy.cancel}
          onCancel={close}
          confirmLabel={rejecting ? pipelineCopy.reject : pipelineCopy.hire}
          busyLabel={rejecting ? pipelineCopy.rejectBusy : pipelineCopy.moveBusy}
          busy={move.isPending}
        />
      </form>
    </Modal>
  );
}
