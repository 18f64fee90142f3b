import { jobAlertsCopy } from "@site/content/job-posts/jobs";
import type { JobAlert, JobAlertFrequency } from "@site/contract/api/job-alerts";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Button, linkClass } from "#web/components/button";
import { OwnListState } from "#web/components/own-list-state";
import { TextField } from "#web/components/text-field";
import { describeError } from "#web/lib/describe-error";
import { formatDate } from "#web/lib/job-format";
import { paths } from "#web/lib/paths";
import { alertSearchQuery, describeAlert } from "../alert-search";
import { useDeleteJobAlert, useJobAlerts, usePauseJobAlert, useUpdateJobAlert } from "../api/job-alerts";
import { FrequencyChoice } from "./frequency-choice";
import { SaveFailure } from "./save-failure";

const smallButton = "shrink-0 px-3! py-1.5! text-sm";

/**
 * The candidate's job alerts, each with its search, how often it mails, whether it is paused, a
 * link to the search, and Edit, Pause or Resume, and Delete (decision 091). After an action the
 * focus goes to the notice that says what happened, not to the body of the page.
 */
export function JobAlertsList({ headingId }: { headingId: string }) {
  const alerts = useJobAlerts();
  const remove = useDeleteJobAlert();
  const pause = usePauseJobAlert();
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const c = jobAlertsCopy;
  const tell = (message: string) => {
    setNotice(message);
    noticeRef.current?.focus();
  };
  const answered = {
    onSuccess: (answer: { message: string }) => tell(answer.message),
    onError: (error: unknown) => tell(describeError(error)),
  };

  const content = (
    <OwnListState query={alerts} copy={c}>
      {(items) => (
        <ul aria-labelledby={headingId} className="divide-y divide-slate-200">
          {items.map((alert) => {
            const search = describeAlert(alert);
            const paused = alert.pausedAt !== null;
            return (
              <li key={alert.alertId} className="py-3">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">
                      {search}
                      {paused ? (
                        <span className="ml-2 inline-block rounded-full border border-amber-700 bg-amber-50 px-2 py-0.5 align-middle font-semibold text-amber-900 text-xs">
                          {c.paused}
                        </span>
                      ) : null}
                    </p>
                    <p className="text-slate-600 text-sm">
                      {paused ? `${c.pausedNote} · ` : `${c.frequencyLabel[alert.frequency]} · `}
                      <time dateTime={alert.createdAt}>{formatDate(alert.createdAt)}</time>
                      {" · "}
                      <Link to={`${paths.searchJobs}?${alertSearchQuery(alert)}`} className={linkClass}>
                        {c.openSearch}
                      </Link>
                    </p>
                  </div>
                  <div className="flex shrink-0 gap-2">
                    <Button
                      variant="secondary"
                      className={smallButton}
                      aria-label={c.editLabel(search)}
                      aria-expanded={editing === alert.alertId}
                      onClick={() => setEditing(editing === alert.alertId ? null : alert.alertId)}
                    >
                      {c.edit}
                    </Button>
                    <Button
                      variant="secondary"
                      className={smallButton}
                      aria-label={paused ? c.resumeLabel(search) : c.pauseLabel(search)}
                      busy={pause.isPending && pause.variables?.alertId === alert.alertId}
                      onClick={() => pause.mutate({ alertId: alert.alertId, paused: !paused }, answered)}
                    >
                      {paused ? c.resume : c.pause}
                    </Button>
                    <Button
                      variant="secondary"
                      className={smallButton}
                      aria-label={c.deleteLabel(search)}
                      busy={remove.isPending && remove.variables === alert.alertId}
                      onClick={() => remove.mutate(alert.alertId, answered)}
                    >
                      {c.delete}
                    </Button>
                  </div>
                </div>
                {editing === alert.alertId ? (
                  <EditAlertForm
                    alert={alert}
                    search={search}
                    onClose={(message) => {
                      setEditing(null);
                      if (message) tell(message);
                    }}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </OwnListState>
  );

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

/** Edit one alert in place: how often it mails and its keywords; the filters stay as saved. */
function EditAlertForm({
  alert,
  search,
  onClose,
}: {
  alert: JobAlert;
  search: string;
  onClose: (message?: string) => void;
}) {
  const c = jobAlertsCopy;
  const update = useUpdateJobAlert();
  const [frequency, setFrequency] = useState<JobAlertFrequency>(alert.frequency);
  const [keyword, setKeyword] = useState(alert.keyword);
  const titleId = useId();
  const keywordRef = useRef<HTMLInputElement>(null);
  useEffect(() => keywordRef.current?.focus(), []);
  return (
    <form
      aria-labelledby={titleId}
      className="mt-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ alert, frequency, keyword }, { onSuccess: (answer) => onClose(answer.message) });
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
    >
      <h3 id={titleId} className="font-semibold text-navy-900">
        {c.editTitle(search)}
      </h3>
      <TextField
        ref={keywordRef}
        className="mt-3"
        label={c.keywordLabel}
        hint={c.keywordHint}
        value={keyword}
        maxLength={200}
        onChange={(event) => setKeyword(event.target.value)}
      />
      <FrequencyChoice name={`alert-frequency-${alert.alertId}`} value={frequency} onChange={setFrequency} />
      <SaveFailure save={update} />
      <div className="mt-4 flex gap-2">
        <Button type="submit" className={smallButton} busy={update.isPending} busyLabel={c.saving}>
          {c.save}
        </Button>
        <Button variant="secondary" className={smallButton} onClick={() => onClose()}>
          {c.cancel}
        </Button>
      </div>
    </form>
  );
}
