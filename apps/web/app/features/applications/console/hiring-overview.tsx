import { overviewCopy, stageLabels } from "@site/content/applications/pipeline";
import { applicationStages } from "@site/contract/api/applications";
import { useId, useState } from "react";
import { Link } from "react-router";
import { linkClass } from "#web/components/button";
import { ConsoleTable } from "#web/layouts/console/console-table";
import { PagedQuery } from "#web/layouts/console/paged-query";
import { paths } from "#web/lib/paths";
import { useHiringOverview } from "../api/hiring-overview";

const cell = "px-3 py-2 text-right tabular-nums";

/** How many applicants each job has in each stage, on the console's start (decision 037). */
export function HiringOverview() {
  const [page, setPage] = useState(1);
  const overview = useHiringOverview(page);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="mb-3 font-semibold text-navy-900 text-xl">
        {overviewCopy.heading}
      </h2>
      <PagedQuery
        query={overview}
        empty={overviewCopy.none}
        pagination={overviewCopy.pagination}
        page={page}
        onPage={setPage}
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
                {applicationStages.map((stage) => (
                  <th key={stage} scope="col" className={`${cell} font-semibold`}>
                    {stageLabels[stage]}
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
                {applicationStages.map((stage) => (
                  <td key={stage} className={cell}>
                    {job.stages[stage] ?? 0}
                  </td>
                ))}
                <td className={`${cell} font-semibold`}>{job.total}</td>
              </tr>
            ))}
          </ConsoleTable>
        )}
      </PagedQuery>
    </section>
  );
}
