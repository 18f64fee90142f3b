import type { ReactNode } from "react";
import { Reveal } from "#web/components/reveal";

/** A section's words: its heading, a short line above it, a lead paragraph under it. */
export interface SectionCopy {
  heading: string;
  eyebrow?: string;
  intro?: string;
}

interface PageSectionProps {
  /** The heading's id, which names the section. */
  headingId: string;
  copy: SectionCopy;
  background: "bg-white" | "bg-slate-50";
  /** The home page's larger heading on wide screens. */
  large?: boolean;
  /** Whether the heading and the lead slide in when they come into view. */
  reveal?: boolean;
  children: ReactNode;
}

/** A full-width section of a marketing page: its heading, a lead paragraph, then its content. */
export function PageSection({
  headingId,
  copy: { heading, eyebrow, intro },
  background,
  large = false,
  reveal = false,
  children,
}: PageSectionProps) {
  const top = (
    <>
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-widest text-blue-700 uppercase">{eyebrow}</p>
      ) : null}
      <h2
        id={headingId}
        className={`${eyebrow ? "mt-2 " : ""}text-3xl font-bold tracking-tight text-navy-900${large ? " sm:text-4xl" : ""}`}
      >
        {heading}
      </h2>
      {intro ? <p className="mt-4 max-w-2xl text-lg text-slate-600">{intro}</p> : null}
    </>
  );
  return (
    <section aria-labelledby={headingId} className={`${background} render-near-view py-20`}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        {reveal ? <Reveal variant="slide">{top}</Reveal> : top}
        {children}
      </div>
    </section>
  );
}
