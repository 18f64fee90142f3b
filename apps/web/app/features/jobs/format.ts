import { jobSearchCopy } from "@site/content/jobs";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/** "Jan 5, 2026" for an ISO 8601 timestamp; the raw text when it is not a date. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/** The salary as posted, or a neutral note when the employer did not disclose it. */
export function salaryText(salary: string): string {
  return salary.trim() === "" ? jobSearchCopy.salaryNotDisclosed : salary;
}

/** A job id from the URL: the contract's one rule. */
export { parseJobId } from "@site/contract/fields";
