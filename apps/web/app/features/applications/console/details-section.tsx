import { type ReactNode, useId } from "react";

/** One part of an application's details (answers, interview, scorecards, history, notes), named by its heading. */
export function DetailsSection({ heading, children }: { heading: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="font-semibold text-slate-900">
        {heading}
      </h3>
      {children}
    </section>
  );
}
