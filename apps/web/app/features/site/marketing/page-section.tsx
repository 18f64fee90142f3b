import type { ReactNode } from "react";

interface PageSectionProps {
  /** The heading's id, which names the section. */
  headingId: string;
  heading: string;
  /** A lead paragraph under the heading. */
  intro?: string;
  background: "bg-white" | "bg-slate-50";
  children: ReactNode;
}

/** A full-width section of a product page: its heading, a lead paragraph, then its content. */
export function PageSection({ headingId, heading, intro, background, children }: PageSectionProps) {
  return (
    <section aria-labelledby={headingId} className={`${background} py-20`}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-navy-900">
          {heading}
        </h2>
        {intro ? <p className="mt-4 max-w-2xl text-lg text-slate-600">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
