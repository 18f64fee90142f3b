/**
 * A job's seniority: how much experience it asks for (docs/decisions/103-seniority-and-radius.md).
 * Employers may set it; otherwise it is read from the title by `seniorityOfTitle`, whose rule
 * migration 0021 repeats in SQL (`job_seniority_of`) to fill in the posts stored before it.
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

/**
 * The words of a title that name each level, first match wins, tested in this order: an
 * "Engineering Intern" is an intern, a "Senior Staff Engineer" a lead. Keep in step with
 * `job_seniority_of` in apps/api/drizzle/0021_seniority.sql (a test compares the two).
 */
export const seniorityTitleWords: readonly (readonly [Seniority, string])[] = [
  [
    "intern",
    "intern|interns|internship|apprentice|apprenticeship|working student|werkstudent|praktikant|praktikantin",
  ],
  ["lead", "lead|staff|principal|head of|director|vp|vice president|chief"],
  ["senior", "senior|sr|snr"],
  ["junior", "junior|jr|graduate|entry level|entry-level|trainee"],
];

const patterns = seniorityTitleWords.map(
  ([level, words]) => [level, new RegExp(`(^|[^a-z0-9])(${words})($|[^a-z0-9])`, "i")] as const,
);

/** The level a title names ("Sr. Data Engineer": senior), or mid level when it names none. */
export function seniorityOfTitle(title: string): Seniority {
  return patterns.find(([, pattern]) => pattern.test(title))?.[0] ?? "mid";
}
