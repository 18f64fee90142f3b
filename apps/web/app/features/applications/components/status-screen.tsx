import { stageLabels, statusPageCopy } from "@site/content/applications/pipeline";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { Button, linkClass } from "#web/components/button";
import { ConfirmDialog } from "#web/components/confirm-dialog";
import { closeWhenIdle } from "#web/lib/close-when-idle";
import { describeError } from "#web/lib/describe-error";
import { paths } from "#web/lib/paths";
import { type StatusLink, useApplicationStatus, useWithdrawByLink } from "../api/application-status";

const formatDate = (iso: string) => new Date(iso).toLocaleDateString("en-US", { dateStyle: "long" });

const alertClass = "rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-800";

/**
 * The page a resume-only applicant reaches from the link in the confirmation mail: that one
 * application's stage and a way to withdraw it; nothing else (docs/decisions/038-application-status-links.md).
 */
export function StatusScreen({ link }: { link: StatusLink | null }) {
  const status = useApplicationStatus(link);
  const withdraw = useWithdrawByLink();
  const [confirming, setConfirming] = useState(false);
  const [withdrawn, setWithdrawn] = useState<string | null>(null);
  const c = statusPageCopy;

  let body: ReactNode;
  if (withdrawn) {
    body = (
      <p role="status" className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-green-800">
        {withdrawn}
      </p>
    );
  } else if (!link) {
    body = <p className={alertClass}>{c.missingLink}</p>;
  } else if (status.isPending) {
    body = (
      <p role="status" className="text-slate-600">
        {c.loading}
      </p>
    );
  } else if (status.isError) {
    body = (
      <p role="alert" className={alertClass}>
        {describeError(status.error)}
      </p>
    );
  } else {
    const { jobId, jobTitle, companyName, appliedAt, viewedAt, stage, stageName } = status.data;
    body = (
      <div className="space-y-4">
        <p className="text-lg text-slate-800">
          {c.forJob(jobTitle, companyName)}{" "}
          <Link to={paths.job(String(jobId))} className={linkClass}>
            {c.viewJob}
          </Link>
        </p>
        <p className="text-slate-600">
          {c.applied(formatDate(appliedAt))}
          {viewedAt ? ` · ${c.viewed(formatDate(viewedAt))}` : null}
        </p>
        <dl className="rounded-lg border border-slate-200 bg-white p-4">
          <dt className="font-medium text-slate-600 text-sm">{c.stage}</dt>
          <dd className="mt-1 font-semibold text-navy-900 text-xl">{stageName ?? stageLabels[stage]}</dd>
          <dd className="mt-1 text-slate-700">{c.stageText[stage]}</dd>
          <dd className="mt-2 text-slate-700">{c.nextText[stage]}</dd>
        </dl>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {c.withdraw}
        </Button>
      </div>
    );
  }

  const closeDialog = closeWhenIdle(withdraw, () => setConfirming(false));
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="mb-6 font-bold text-3xl text-navy-900 tracking-tight">{c.page.heading}</h1>
      {body}
      <ConfirmDialog
        open={confirming && link !== null}
        title={c.withdrawTitle}
        description={c.withdrawText}
        error={withdraw.error ? describeError(withdraw.error) : null}
        cancelLabel={c.cancel}
        confirmLabel={c.withdraw}
        busyLabel={c.withdrawBusy}
        busy={withdraw.isPending}
        onCancel={closeDialog}
        onConfirm={() => {
          if (!link) return;
          withdraw.mutate(link, {
            onSuccess: ({ message }) => {
              setConfirming(false);
              setWithdrawn(message);
            },
          });
        }}
      />
    </div>
  );
}
