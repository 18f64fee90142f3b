import type { ReactNode } from "react";

/** The padding of a console table's cell, top-aligned so a cell of two lines reads beside one. */
export const cellClass = "px-3 py-2 align-top";
/** A button that sits in a table row: smaller than a form's. */
export const rowButtonClass = "px-3 py-1.5 text-sm";

interface ConsoleTableProps {
  /** Read first by a screen reader: what the table lists and how many. */
  caption: ReactNode;
  /** The column labels, or the cells of the header row when they are more than labels. */
  head: readonly string[] | ReactNode;
  /** The body's rows. */
  children: ReactNode;
}

/** A console list as a table, scrolling sideways on a narrow screen rather than squeezing columns. */
export function ConsoleTable({ caption, head, children }: ConsoleTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="px-3 py-2 text-left text-slate-600">{caption}</caption>
        <thead className="bg-slate-50 text-left text-slate-700">
          <tr>{isLabels(head) ? <ColumnHeaders labels={head} /> : head}</tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

const isLabels = (head: unknown): head is readonly string[] =>
  Array.isArray(head) && head.every((cell) => typeof cell === "string");

/** One column header per label. */
export function ColumnHeaders({ labels }: { labels: readonly string[] }) {
  return labels.map((label) => (
    <th key={label} scope="col" className={`${cellClass} font-semibold`}>
      {label}
    </th>
  ));
}

/** A row's buttons and links, named after the row (e.g. "Actions for ada@example.com"). */
export function RowActions({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of actions, not a fieldset of inputs.
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {children}
    </div>
  );
}
