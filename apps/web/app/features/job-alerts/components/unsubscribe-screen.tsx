import { jobAlertsCopy } from "@site/content/job-posts/jobs";
import { pages } from "@site/content/site";
import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "react-router";
import { linkClass } from "#web/components/button";
import { describeError } from "#web/lib/describe-error";
import { paths } from "#web/lib/paths";
import { useUnsubscribeJobAlert } from "../api/job-alerts";

const alertClass = "rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-800";

/**
 * The page of a job alert digest's unsubscribe link: one click stops the alert, without logging
 * in (docs/decisions/041-job-alerts.md). The link's signed token is checked by the server.
 */
export function UnsubscribeScreen({ link }: { link: { id: string; token: string } | null }) {
  const unsubscribe = useUnsubscribeJobAlert();
  const sent = useRef(false);
  const { mutate } = unsubscribe;

  useEffect(() => {
    // Once per page, even when React runs the effect twice.
    if (!link || sent.current) return;
    sent.current = true;
    mutate(link);
  }, [link, mutate]);

  let body: ReactNode;
  if (!link) body = <p className={alertClass}>{jobAlertsCopy.unsubscribeInvalid}</p>;
  else if (unsubscribe.isSuccess)
    body = (
      <p className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-green-800">
        {unsubscribe.data.message}
      </p>
    );
  else if (unsubscribe.isError) body = <p className={alertClass}>{describeError(unsubscribe.error)}</p>;
  else body = <p className="text-slate-600">{jobAlertsCopy.unsubscribing}</p>;

  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="mb-6 font-bold text-3xl text-navy-900 tracking-tight">
        {pages.unsubscribeJobAlert.heading}
      </h1>
      <div role="status">{body}</div>
      <p className="mt-6">
        <Link to={`${paths.myJobs}#job-alerts`} className={linkClass}>
          {jobAlertsCopy.manageAlerts}
        </Link>
      </p>
    </div>
  );
}
