/**
 * A job's seniority: how much experience it asks for (docs/decisions/103-seniority-and-radius.md).
 * Employers may set it; otherwise the server reads it from the title (seniority-of-title.ts, kept
 * apart so that the pages' scripts do not carry the rule).
 */
export const seniorities = ["intern", "junior", "mid", "senior", "lead"] as const;
export type Seniority = (typeof seniorities)[number];

/** How each level reads to a person: the filter panel, the chips, the job form and the job page. */
export const seniorityLabels: Readonly<Record<Seniority, string>> = {
  intern: "Intern",
  junior: "Entry level",
  mid: "Mid level",
  senior: "Senior",
  lead: "Lead or principal",
};
