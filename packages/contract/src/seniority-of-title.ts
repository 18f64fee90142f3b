import type { Seniority } from "./job-seniority.ts";

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
