import { percent, reportCopy } from "@site/content/applications/reports";
import type { ReactNode } from "react";
import { ConsoleTable, cellClass } from "#web/layouts/console/console-table";

/** A figure's cell: right-aligned, digits of one width so the columns line up. */
export const numberCellClass = `${cellClass} text-right tabular-nums`;
/** The cell that names a row (a stage, a job, a source). */
export const rowHeaderClass = `${cellClass} text-left font-medium`;

/** A median in days, or "not yet" when nothing has got that far. */
export const daysOrNotYet = (value: number | null) => (value === null ? reportCopy.notYet : String(value));
/** A stage's pass-on share, or "not yet" at the end of the funnel. */
export const passedOnOrNotYet = (value: number | null) =>
  value === null ? reportCopy.notYet : percent(value);

/**
 * One line of a report's table: the cell that names it, any plain cells after it (a job's status),
 * then its figures, each in a number cell.
 */
export function FigureRow({
  header,
  lead,
  figures,
  className,
}: {
  header: ReactNode;
  lead?: ReactNode;
  figures: readonly ReactNode[];
  className?: string;
}) {
  return (
    <tr className={className}>
      <th scope="row" className={rowHeaderClass}>
        {header}
      </th>
      {lead}
      {figures.map((figure, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the head fixes the columns; a place is its identity.
        <td key={column} className={numberCellClass}>
          {figure}
        </td>
      ))}
    </tr>
  );
}

type SourceLine = { source: keyof typeof reportCopy.sources; applications: number; hired: number };

/** Where applications came from (profile or resume) and how many of each were hired. */
export function SourcesTable({ caption, sources }: { caption: string; sources: readonly SourceLine[] }) {
  return (
    <ConsoleTable caption={caption} head={reportCopy.sourceColumns}>
      {sources.map((line) => (
        <FigureRow
          key={line.source}
          header={reportCopy.sources[line.source]}
          figures={[line.applications, line.hired]}
        />
      ))}
    </ConsoleTable>
  );
}
