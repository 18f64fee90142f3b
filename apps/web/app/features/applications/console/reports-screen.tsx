import { acrossJobsCopy, acrossJobsPage, percent, reportCopy } from "@site/content/applications/reports";
import { consoleCopy } from "@site/content/console";
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
import { QueryState } from "#web/components/query-state";
import { TextField } from "#web/components/text-field";
import { ColumnHeaders, ConsoleTable, cellClass } from "#web/layouts/console/console-table";
import { ScreenHeading } from "#web/layouts/console/screen-heading";
import { paths } from "#web/lib/paths";
import {
  type HiringReportAcrossJobsAnswer,
  useHiringReportAcrossJobs,
} from "../api/hiring-report-across-jobs";

const number = `${cellClass} text-right tabular-nums`;
const rowHeader = `${cellClass} text-left font-medium`;
const days = (value: number | null) => (value === null ? reportCopy.notYet : String(value));

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
      <QueryState
        query={report}
        loading={consoleCopy.loading}
        retry={consoleCopy.retry}
        isEmpty={(data) => data.jobs.length === 0}
        empty={acrossJobsCopy.noJobs}
      >
        {(data) => <Figures data={data} />}
      </QueryState>
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
      <ConsoleTable
        caption={acrossJobsCopy.jobsCaption}
        head={<ColumnHeaders labels={acrossJobsCopy.jobColumns} />}
      >
        {data.jobs.map((job) => (
          <tr key={job.jobId}>
            <th scope="row" className={rowHeader}>
              <Link
                to={paths.consoleReport(String(job.jobId))}
                className={linkClass}
                aria-label={acrossJobsCopy.reportOf(job.jobTitle)}
              >
                {job.jobTitle}
              </Link>
            </th>
            <td className={cellClass}>
              {jobsCopy.status[job.status as keyof typeof jobsCopy.status] ?? job.status}
            </td>
            <td className={number}>{job.received}</td>
            <td className={number}>{job.inProgress}</td>
            <td className={number}>{job.hired}</td>
            <td className={number}>{job.rejected}</td>
            <td className={number}>{job.withdrawn}</td>
            <td className={number}>{days(job.medianDaysToHire)}</td>
          </tr>
        ))}
        <tr className="bg-slate-50 font-semibold">
          <th scope="row" className={rowHeader}>
            {acrossJobsCopy.allJobs}
          </th>
          <td className={cellClass} />
          <td className={number}>{totals.received}</td>
          <td className={number}>{totals.inProgress}</td>
          <td className={number}>{totals.hired}</td>
          <td className={number}>{totals.rejected}</td>
          <td className={number}>{totals.withdrawn}</td>
          <td className={number}>{days(totals.timeToHire.medianDays)}</td>
        </tr>
      </ConsoleTable>
      <ConsoleTable
        caption={acrossJobsCopy.stagesCaption}
        head={<ColumnHeaders labels={acrossJobsCopy.stageColumns} />}
      >
        {totals.stages.map((stage) => (
          <tr key={stage.key}>
            <th scope="row" className={rowHeader}>
              {stage.name}
            </th>
            <td className={number}>{stage.jobs}</td>
            <td className={number}>{stage.reached}</td>
            <td className={number}>
              {stage.passedOn === null ? reportCopy.notYet : percent(stage.passedOn)}
            </td>
            <td className={number}>{stage.rejectedHere}</td>
            <td className={number}>{stage.withdrawnHere}</td>
          </tr>
        ))}
      </ConsoleTable>
      <p className="text-slate-700">
        {acrossJobsCopy.otherStages(other.stages, other.now, other.rejectedHere, other.withdrawnHere)}
      </p>
      <ConsoleTable
        caption={acrossJobsCopy.sourcesCaption}
        head={<ColumnHeaders labels={reportCopy.sourceColumns} />}
      >
        {totals.sources.map((source) => (
          <tr key={source.source}>
            <th scope="row" className={rowHeader}>
              {reportCopy.sources[source.source]}
            </th>
            <td className={number}>{source.applications}</td>
            <td className={number}>{source.hired}</td>
          </tr>
        ))}
      </ConsoleTable>
    </div>
  );
}
