import { applicationsCopy } from "@site/content/job-posts/jobs";
import { lazy, Suspense, useId, useState } from "react";
import { Link } from "react-router";
import { AlertMessage } from "#web/components/alert-message";
import { Button, linkClass } from "#web/components/button";
import { CardSection } from "#web/components/card-section";
import { OwnListState } from "#web/components/own-list-state";
import { formatDate } from "#web/lib/job-format";
import { paths } from "#web/lib/paths";
import { useSession } from "#web/lib/session-store";
import { type ApplicationSummary, useMyApplications } from "../api/my-applications";

/** Asked at the first Withdraw: the dialog and its mutation load then (decision 116). */
const WithdrawDialog = lazy(() =>
  import("./withdraw-dialog").then((module) => ({ default: module.WithdrawDialog })),
);

interface MyApplicationsProps {
  /** The heading's level where the component is placed (h2 by default). */
  headingLevel?: 2 | 3;
}

/**
 * The signed-in candidate's applications (job, date, status, where the employer has it and its
 * history, docs/decisions/043-candidate-application-tracker.md), each with Withdraw behind a
 * confirmation. Renders nothing for a visitor. Used on /search-jobs and the profile page.
 */
export function MyApplications({ headingLevel = 2 }: MyApplicationsProps) {
  const headingId = useId();
  const session = useSession();
  const applications = useMyApplications();
  const [withdrawing, setWithdrawing] = useState<ApplicationSummary | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (session.status !== "signedIn") return null;

  return (
    <CardSection heading={applicationsCopy.heading} headingLevel={headingLevel} headingId={headingId}>
      <div aria-live="polite">
        <AlertMessage tone="success" announce={false} className="mt-3">
          {notice}
        </AlertMessage>
      </div>
      <OwnListState query={applications} copy={applicationsCopy} className="mt-3">
        {(items) => (
          <ul aria-labelledby={headingId} className="mt-3 divide-y divide-slate-200">
            {items.map((application) => (
              <li key={application.applicationId} className="flex items-start justify-between gap-3 py-3">
                <div className="min-w-0">
                  <Link to={paths.job(String(application.jobId))} className={`${linkClass} block`}>
                    {application.jobTitle}
                  </Link>
                  <p className="text-slate-700 text-sm">{application.companyName}</p>
                  <p className="text-slate-500 text-sm">
                    {applicationsCopy.applied}{" "}
                    <time dateTime={application.appliedAt}>{formatDate(application.appliedAt)}</time>
                    {" · "}
                    <span data-status={application.status}>
                      {applicationsCopy.statusLabels[application.status]}
                    </span>
                  </p>
                  {application.withdrawnAt ? (
                    <p className="text-slate-700 text-sm">
                      <strong className="font-semibold text-navy-900">{applicationsCopy.withdrawnOn}</strong>{" "}
                      <time dateTime={application.withdrawnAt}>{formatDate(application.withdrawnAt)}</time>
                    </p>
                  ) : (
                    <>
                      <p className="text-slate-700 text-sm">
                        {applicationsCopy.stage}{" "}
                        <strong data-stage={application.stage} className="font-semibold text-navy-900">
                          {application.stageName ?? applicationsCopy.stageLabels[application.stage]}
                        </strong>{" "}
                        {applicationsCopy.since}{" "}
                        <time dateTime={application.stageChangedAt}>
                          {formatDate(application.stageChangedAt)}
                        </time>
                      </p>
                      {application.viewedAt ? (
                        <p className="text-slate-600 text-sm">
                          {applicationsCopy.viewed}{" "}
                          <time dateTime={application.viewedAt}>{formatDate(application.viewedAt)}</time>
                        </p>
                      ) : null}
                      {application.history.length > 1 ? <StageHistory application={application} /> : null}
                    </>
                  )}
                </div>
                {application.withdrawnAt ? null : (
                  <Button
                    variant="secondary"
                    className="shrink-0 px-3! py-1.5! text-sm"
                    aria-label={applicationsCopy.withdrawLabel(application.jobTitle)}
                    onClick={() => {
                      setNotice(null);
                      setWithdrawing(application);
                    }}
                  >
                    {applicationsCopy.withdraw}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </OwnListState>
      {withdrawing ? (
        <Suspense fallback={null}>
          <WithdrawDialog
            application={withdrawing}
            onClose={() => setWithdrawing(null)}
            onWithdrawn={(message) => {
              setWithdrawing(null);
              setNotice(message);
            }}
          />
        </Suspense>
      ) : null}
    </CardSection>
  );
}

/** The stages the application went through, oldest first, behind a disclosure. */
function StageHistory({ application }: { application: ApplicationSummary }) {
  return (
    <details className="mt-1 text-slate-600 text-sm">
      <summary className="cursor-pointer">{applicationsCopy.history}</summary>
      <ol aria-label={applicationsCopy.historyLabel(application.jobTitle)} className="mt-1 ml-4 list-disc">
        {application.history.map((step) => (
          <li key={`${step.stage}-${step.at}`}>
            <time dateTime={step.at}>{formatDate(step.at)}</time>:{" "}
            {step.name ?? applicationsCopy.stageLabels[step.stage]}
          </li>
        ))}
      </ol>
    </details>
  );
}
