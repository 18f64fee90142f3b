import { jobAlertsCopy } from "@site/content/job-posts/jobs";
import type { JobAlertFrequency } from "@site/contract/api/job-alerts";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Button, linkClass } from "#web/components/button";
import { paths } from "#web/lib/paths";
import type { SearchState } from "#web/lib/search-params";
import { useCreateJobAlert } from "../api/job-alerts";
import { FrequencyChoice } from "./frequency-choice";
import { SaveFailure } from "./save-failure";

/**
 * "Create job alert" for a signed-in candidate (docs/decisions/041-job-alerts.md): saves the search
 * of the page (keyword and filters, all in the URL) with a frequency. Its own chunk, which a
 * visitor's search never fetches (create-alert-control.tsx).
 */
export function CandidateAlertControl({ search }: { search: SearchState }) {
  const location = useLocation();
  const create = useCreateJobAlert();
  const [open, setOpen] = useState(false);
  const [frequency, setFrequency] = useState<JobAlertFrequency>("daily");
  const [created, setCreated] = useState<string | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const firstChoiceRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const hintId = useId();
  const c = jobAlertsCopy;

  // Another search is another alert: the confirmation of the previous one no longer applies.
  const searchKey = location.search;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the search's query string is what changed.
  useEffect(() => {
    setCreated(null);
    create.reset();
  }, [searchKey]);

  useEffect(() => {
    if (open) firstChoiceRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    create.reset();
    toggleRef.current?.focus();
  };

  return (
    <div className="text-sm">
      <Button
        ref={toggleRef}
        variant="secondary"
        className="px-3! py-1.5! text-sm"
        aria-expanded={open}
        onClick={() => {
          if (open) return close();
          setCreated(null);
          setOpen(true);
        }}
      >
        {c.create}
      </Button>
      <div aria-live="polite">
        {created ? (
          <p className="mt-2 rounded-md border border-green-200 bg-green-50 px-3 py-2 text-green-800">
            {created}{" "}
            <Link to={`${paths.myJobs}#job-alerts`} className={linkClass}>
              {c.seeAlerts}
            </Link>
          </p>
        ) : null}
      </div>
      {open ? (
        <form
          aria-labelledby={titleId}
          aria-describedby={hintId}
          className="mt-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
          onSubmit={(event) => {
            event.preventDefault();
            create.mutate(
              { search, frequency },
              {
                onSuccess: (answer) => {
                  setCreated(answer.message);
                  setOpen(false);
                  toggleRef.current?.focus();
                },
              },
            );
          }}
          onKeyDown={(event) => {
            if (event.key === "Escape") close();
          }}
        >
          <h2 id={titleId} className="font-semibold text-navy-900">
            {c.formTitle}
          </h2>
          <p id={hintId} className="mt-1 text-slate-600">
            {c.formHint}
          </p>
          <FrequencyChoice
            name="alert-frequency"
            value={frequency}
            onChange={setFrequency}
            firstRef={firstChoiceRef}
          />
          <SaveFailure save={create} />
          <div className="mt-4 flex gap-2">
            <Button
              type="submit"
              className="px-3! py-1.5! text-sm"
              busy={create.isPending}
              busyLabel={c.saving}
            >
              {c.save}
            </Button>
            <Button variant="secondary" className="px-3! py-1.5! text-sm" onClick={close}>
              {c.cancel}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
