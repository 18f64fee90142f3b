import { type ReactNode, useId } from "react";

interface CardSectionProps {
  heading: ReactNode;
  /** A line under the heading saying what the section is for. */
  intro?: ReactNode;
  /** "danger" for what cannot be undone (deleting the account): a red border and heading. */
  tone?: "default" | "danger";
  /** h2 unless the page nests the section under another h2. */
  headingLevel?: 2 | 3;
  /** The heading's id, when something else in the section is named by it too. */
  headingId?: string;
  /** Spacing from what stands before it (e.g. "mt-8"). */
  className?: string;
  children: ReactNode;
}

/** A white card named by its heading: a section of the profile page, an option to apply, a list. */
export function CardSection({
  heading,
  intro,
  tone = "default",
  headingLevel = 2,
  headingId,
  className = "",
  children,
}: CardSectionProps) {
  const ownId = useId();
  const id = headingId ?? ownId;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const danger = tone === "danger";
  return (
    <section
      aria-labelledby={id}
      className={`rounded-lg border ${danger ? "border-red-200" : "border-slate-200"} bg-white p-5 shadow-sm ${className}`}
    >
      <Heading id={id} className={`font-semibold text-lg ${danger ? "text-red-800" : "text-navy-900"}`}>
        {heading}
      </Heading>
      {intro ? (
        <p className={`mt-1 text-sm ${danger ? "text-slate-700" : "text-slate-600"}`}>{intro}</p>
      ) : null}
      {children}
    </section>
  );
}
