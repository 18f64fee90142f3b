import { acrossJobsCopy, acrossJobsPage, reportCopy } from "@site/content/applications/reports";
import { jobsCopy } from "@site/content/job-posts/console";
import {
  isReportDate,
  REPORT_DEFAULT_DAYS,
  rangeProblem,
  reportMessages,
  shiftDay,
} from "@site/contract/api/applications";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { Button, linkClass } from "#web/components/button";
import { TextField } from "#web/components/text-field";
import { ConsoleTable, cellClass } from "#web/layouts/console/console-table";
import { ConsoleQueryState } from "#web/layouts/console/paged-query";
import { ScreenHeading } from "#web/layouts/console/screen-heading";
import { paths } from "#web/lib/paths";
import {
  type HiringReportAcrossJobsAnswer,
  useHiringReportAcrossJobs,
} from "../api/hiring-report-across-jobs";
import { daysOrNotYet, FigureRow, passedOnOrNotYet, SourcesTable } from "./report-tables";

/** The last REPORT_DEFAULT_DAYS days, today (UTC) included: the server's default too. */
export function lastDays(now: Date) {
  const to = now.toISOString().slice(0, 10);
  return { from: shiftDay(to, 1 - REPORT_DEFAULT_DAYS), to };
}

type Range = { from: string; to: string };
type RangeErrors = Partial<Record<keyof Range, string>>;

/** The range's problems by the contract's own rules, so the form and the server never disagree. */
function checkRange(range: Range): RangeErrors {
  const errors: RangeErrors = {};
  if (!isReportDate(range.from)) errors.from = reportMessages.dateInvalid("The start date");
  if (!isReportDate(range.to)) errors.to = reportMessages.dateInvalid("The end date");
  if (errors.from || errors.to) return errors;
  const problem = rangeProblem(range.from, range.to);
  return problem ? { [problem.field]: problem.message } : {};
}

/**
 * The hiring figures of every job the caller may see (an employer's own, every job for an admin)
 * over a range of days (docs/decisions/110-hiring-report-across-jobs.md): one line per job, linked
 * to its own report, and the totals.
 */
export function ReportsScreen({ now = new Date() }: { now?: Date }) {
  const [shown, setShown] = useState<Range>(() => lastDays(now));
  const [draft, setDraft] = useState<Range>(shown);
  const [errors, setErrors] = useState<RangeErrors>({});
  const report = useHiringReportAcrossJobs(shown.from, shown.to);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkRange(draft);
    setErrors(found);
    if (!found.from && !found.to) setShown(draft);
  };
  const field = (name: keyof Range, label: string) => (
    <TextField
      type="date"
      name={name}
      label={label}
      value={draft[name]}
      error={errors[name]}
      onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      className="w-44"
    />
  );

  return (
    <>
      <ScreenHeading title={acrossJobsPage.heading} description={acrossJobsPage.description} />
      <form onSubmit={submit} noValidate className="mb-6">
        <fieldset className="flex flex-wrap items-start gap-4">
          <legend className="mb-2 font-medium text-slate-800">{acrossJobsCopy.rangeLegend}</legend>
          {field("from", acrossJobsCopy.from)}
          {field("to", acrossJobsCopy.to)}
          <Button type="submit" className="mt-7">
            {acrossJobsCopy.show}
          </Button>
        </fieldset>
        <p className="mt-2 text-sm text-slate-600">{acrossJobsCopy.rangeHint}</p>
      </form>
      <ConsoleQueryState
        query={report}
        retry
        isEmpty={(data) => data.jobs.length === 0}
        empty={acrossJobsCopy.noJobs}
      >
        {(data) => <Figures data={data} />}
      </ConsoleQueryState>
    </>
  );
}

function Figures({ data }: { data: HiringReportAcrossJobsAnswer }) {
  const { totals } = data;
  const other = totals.otherStages;
  return (
    <div className="space-y-8">
      <div className="space-y-1 text-slate-700">
        <p className="font-medium">{acrossJobsCopy.rangeOf(data.from, data.to)}</p>
        <p>
          {totals.received === 0
            ? acrossJobsCopy.noneInRange
            : acrossJobsCopy.summary(
                totals.received,
                totals.jobs,
                totals.inProgress,
                totals.hired,
                totals.rejected,
                totals.withdrawn,
              )}
        </p>
        <p>{reportCopy.timeToHire(totals.timeToHire.hires, totals.timeToHire.medianDays)}</p>
      </div>
      <ConsoleTable caption={acrossJobsCopy.jobsCaption} head={acrossJobsCopy.jobColumns}>
        {data.jobs.map((job) => (
          <FigureRow
            key={job.jobId}
            header={
              <Link
                to={paths.consoleReport(String(job.jobId))}
                className={linkClass}
                aria-label={acrossJobsCopy.reportOf(job.jobTitle)}
              >
                {job.jobTitle}
              </Link>
            }
            lead={
              <td className={cellClass}>
                {jobsCopy.status[job.status as keyof typeof jobsCopy.status] ?? job.status}
              </td>
            }
            figures={[
              job.received,
              job.inProgress,
              job.hired,
              job.rejected,
              job.withdrawn,
              daysOrNotYet(job.medianDaysToHire),
            ]}
          />
        ))}
        <FigureRow
          className="bg-slate-50 font-semibold"
          header={acrossJobsCopy.allJobs}
          lead={<td className={cellClass} />}
          figures={[
            totals.received,
            totals.inProgress,
            totals.hired,
            totals.rejected,
            totals.withdrawn,
            daysOrNotYet(totals.timeToHire.medianDays),
          ]}
        />
      </ConsoleTable>
      <ConsoleTable caption={acrossJobsCopy.stagesCaption} head={acrossJobsCopy.stageColumns}>
        {totals.stages.map((stage) => (
          <FigureRow
            key={stage.key}
            header={stage.name}
            figures={[
              stage.jobs,
              stage.reached,
              passedOnOrNotYet(stage.passedOn),
              stage.rejectedHere,
              stage.withdrawnHere,
            ]}
          />
        ))}
      </ConsoleTable>
      <p className="text-slate-700">
        {acrossJobsCopy.otherStages(other.stages, other.now, other.rejectedHere, other.withdrawnHere)}
      </p>
      <SourcesTable caption={acrossJobsCopy.sourcesCaption} sources={totals.sources} />
    </div>
  );
}
