import { overviewCopy, stageLabels } from "@site/content/applications/pipeline";
import { useId } from "react";
import { Link } from "react-router";
import { linkClass } from "#web/components/button";
import { ConsoleTable } from "#web/layouts/console/console-table";
import { PagedList } from "#web/layouts/console/paged-query";
import { paths } from "#web/lib/paths";
import { useHiringOverview } from "../api/hiring-overview";

const cell = "px-3 py-2 text-right tabular-nums align-top";
/** Applied, the job's own stages summed (each named in the cell, decision 083), Hired, Rejected. */
const columns = [stageLabels.applied, overviewCopy.inProcess, stageLabels.hired, stageLabels.rejected];

/** How many applicants each job has in each stage, on the console's start (decision 037). */
export function HiringOverview() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="mb-3 font-semibold text-navy-900 text-xl">
        {overviewCopy.heading}
      </h2>
      <PagedList
        usePage={useHiringOverview}
        empty={overviewCopy.none}
        pagination={overviewCopy.pagination}
        compact
      >
        {(data) => (
          <ConsoleTable
            caption={overviewCopy.caption}
            head={
              <>
                <th scope="col" className="px-3 py-2 text-left font-semibold">
                  {overviewCopy.job}
                </th>
                {columns.map((column) => (
                  <th key={column} scope="col" className={`${cell} font-semibold`}>
                    {column}
                  </th>
                ))}
                <th scope="col" className={`${cell} font-semibold`}>
                  {overviewCopy.total}
                </th>
              </>
            }
          >
            {data.data.map((job) => (
              <tr key={job.jobId}>
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  <Link to={paths.consoleApplicants(String(job.jobId))} className={linkClass}>
                    {job.jobTitle}
                  </Link>
                  <span className="block font-normal text-slate-600">{job.companyName}</span>
                </th>
                <td className={cell}>{job.stages.applied ?? 0}</td>
                <td className={cell}>
                  {job.between.reduce((sum, stage) => sum + stage.applications, 0)}
                  {job.between.length > 0 ? (
                    <ul className="mt-1 text-slate-600 text-xs">
                      {job.between.map((stage) => (
                        <li key={stage.name}>
                          {stage.name}: {stage.applications}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </td>
                <td className={cell}>{job.stages.hired ?? 0}</td>
                <td className={cell}>{job.stages.rejected ?? 0}</td>
                <td className={`${cell} font-semibold`}>{job.total}</td>
              </tr>
            ))}
          </ConsoleTable>
        )}
      </PagedList>
    </section>
  );
}
