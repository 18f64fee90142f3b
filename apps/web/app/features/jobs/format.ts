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

/** A job id from the URL: a whole number from 1 within the API's range, else null. */
export function parseJobId(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
