import { jobAlertsCopy } from "@site/content/job-posts/jobs";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { Button, linkClass } from "#web/components/button";
import { describeError } from "#web/lib/describe-error";
import { formatDate } from "#web/lib/job-format";
import { paths } from "#web/lib/paths";
import { alertSearchQuery, describeAlert } from "../alert-search";
import { useDeleteJobAlert, useJobAlerts } from "../api/job-alerts";

/**
 * The candidate's job alerts, each with its search, how often it mails, a link to the search and
 * Delete. After a delete the focus goes to the notice that says so, not to the body of the page.
 */
export function JobAlertsList({ headingId }: { headingId: string }) {
  const alerts = useJobAlerts();
  const remove = useDeleteJobAlert();
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const c = jobAlertsCopy;

  let content: React.ReactNode;
  if (alerts.isPending) {
    content = (
      <p role="status" className="text-slate-600">
        {c.loading}
      </p>
    );
  } else if (alerts.isError) {
    content = (
      <div role="alert" className="text-red-800">
        <p>{c.loadFailed}</p>
        <Button variant="link" className="mt-1" onClick={() => void alerts.refetch()}>
          {c.retry}
        </Button>
      </div>
    );
  } else if (alerts.data.length === 0) {
    content = (
      <p className="text-slate-700">
        {c.empty}{" "}
        <Link to={paths.searchJobs} className={linkClass}>
          {c.findJobs}
        </Link>
      </p>
    );
  } else {
    content = (
      <ul aria-labelledby={headingId} className="divide-y divide-slate-200">
        {alerts.data.map((alert) => {
          const search = describeAlert(alert);
          return (
            <li key={alert.alertId} className="flex items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{search}</p>
                <p className="text-slate-600 text-sm">
                  {c.frequencyLabel[alert.frequency]} ·{" "}
                  <time dateTime={alert.createdAt}>{formatDate(alert.createdAt)}</time>
                  {" · "}
                  <Link to={`${paths.searchJobs}?${alertSearchQuery(alert)}`} className={linkClass}>
                    {c.openSearch}
                  </Link>
                </p>
              </div>
              <Button
                variant="secondary"
                className="shrink-0 px-3! py-1.5! text-sm"
                aria-label={c.deleteLabel(search)}
                busy={remove.isPending && remove.variables === alert.alertId}
                onClick={() =>
                  remove.mutate(alert.alertId, {
                    onSuccess: (answer) => {
                      setNotice(answer.message);
                      noticeRef.current?.focus();
                    },
                    onError: (error) => {
                      setNotice(describeError(error));
                      noticeRef.current?.focus();
                    },
                  })
                }
              >
                {c.delete}
              </Button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div>
      <div ref={noticeRef} tabIndex={-1} aria-live="polite" className="outline-none">
        {notice ? (
          <p className="mb-3 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-slate-800 text-sm">
            {notice}
          </p>
        ) : null}
      </div>
      {content}
    </div>
  );
}
