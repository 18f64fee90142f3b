import { ethnicityLabels, genderLabels } from "@site/content/accounts/profile";
import { reportCopy } from "@site/content/applications/reports";
import { useId } from "react";
import { Link } from "react-router";
import { linkClass } from "#web/components/button";
import { ConsoleTable, cellClass } from "#web/layouts/console/console-table";
import { ConsoleQueryState } from "#web/layouts/console/paged-query";
import { ScreenHeading } from "#web/layouts/console/screen-heading";
import { paths } from "#web/lib/paths";
import { type HiringReportAnswer, useHiringReport } from "../api/hiring-report";
import {
  daysOrNotYet,
  FigureRow,
  numberCellClass,
  passedOnOrNotYet,
  rowHeaderClass,
  SourcesTable,
} from "./report-tables";

type Eeo = NonNullable<HiringReportAnswer["eeo"]>;
type Group = Eeo["gender"][number];

/**
 * A job's hiring report (docs/decisions/093-hiring-report.md): the stage flow, the sources and,
 * for admins, the voluntary self-identification in aggregate with small groups hidden.
 */
export function HiringReportScreen({ jobId }: { jobId: number }) {
  const report = useHiringReport(jobId);
  return (
    <>
      <ScreenHeading
        title={report.data ? reportCopy.headingOf(report.data.jobTitle) : reportCopy.link}
        description={report.data ? reportCopy.totals(report.data.total, report.data.withdrawn) : undefined}
        actions={
          <Link to={paths.consoleApplicants(String(jobId))} className={linkClass}>
            {reportCopy.backToApplicants}
          </Link>
        }
      />
      <ConsoleQueryState
        query={report}
        retry
        isEmpty={(data) => data.total === 0 && data.withdrawn === 0}
        empty={reportCopy.none}
      >
        {(data) => <Report data={data} />}
      </ConsoleQueryState>
    </>
  );
}

function Report({ data }: { data: HiringReportAnswer }) {
  const funnel = data.stages.filter((stage) => stage.key !== "rejected");
  return (
    <div className="space-y-8">
      <p className="text-slate-700">
        {reportCopy.timeToHire(data.timeToHire.hires, data.timeToHire.medianDays)}
      </p>
      <ConsoleTable caption={reportCopy.stagesCaption} head={reportCopy.stageColumns}>
        {data.stages.map((stage) => (
          <FigureRow
            key={stage.key}
            header={stage.name}
            figures={[
              stage.reached,
              passedOnOrNotYet(stage.passedOn),
              stage.now,
              stage.rejectedHere,
              stage.withdrawnHere,
              daysOrNotYet(stage.medianDays),
            ]}
          />
        ))}
      </ConsoleTable>
      <SourcesTable caption={reportCopy.sourcesCaption} sources={data.sources} />
      <EeoSection eeo={data.eeo} funnel={funnel} />
    </div>
  );
}

function EeoSection({
  eeo,
  funnel,
}: {
  eeo: HiringReportAnswer["eeo"];
  funnel: HiringReportAnswer["stages"];
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="font-semibold text-navy-900 text-xl">
        {reportCopy.eeoHeading}
      </h2>
      {eeo === null ? (
        <p className="text-slate-700">{reportCopy.eeoAdminsOnly}</p>
      ) : (
        <>
          <p className="text-slate-700">{reportCopy.eeoIntro}</p>
          <GroupTable
            caption={reportCopy.genderCaption}
            groups={eeo.gender}
            funnel={funnel}
            labelOf={(group) => genderLabels[group as keyof typeof genderLabels]}
          />
          <GroupTable
            caption={reportCopy.ethnicityCaption}
            groups={eeo.ethnicity}
            funnel={funnel}
            labelOf={(group) => ethnicityLabels[group as keyof typeof ethnicityLabels]}
          />
        </>
      )}
    </section>
  );
}

function GroupTable({
  caption,
  groups,
  funnel,
  labelOf,
}: {
  caption: string;
  groups: readonly Group[];
  funnel: HiringReportAnswer["stages"];
  labelOf: (group: string) => string | undefined;
}) {
  return (
    <ConsoleTable caption={caption} head={[reportCopy.group, ...funnel.map((stage) => stage.name)]}>
      {groups.map((group) => (
        <tr key={group.group}>
          <th scope="row" className={rowHeaderClass}>
            {labelOf(group.group) ?? reportCopy.notGiven}
          </th>
          {group.reached === null ? (
            <td colSpan={funnel.length} className={`${cellClass} text-slate-600`}>
              {reportCopy.hidden}
            </td>
          ) : (
            funnel.map((stage) => (
              <td key={stage.key} className={numberCellClass}>
                {group.reached?.[stage.key] ?? 0}
              </td>
            ))
          )}
        </tr>
      ))}
    </ConsoleTable>
  );
}
