import { jobFactLabels, jobSearchCopy } from "@site/content/job-posts/jobs";
import type { JobPost } from "@site/contract/api/job-posts";
import { countryList } from "./country-names";

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

/** "Hybrid", "Remote, from anywhere" or "Remote from Germany, Austria". */
export function workplaceText(job: Pick<JobPost, "workplace" | "remoteCountries">): string {
  if (job.workplace !== "remote") return job.workplace ? jobFactLabels.workplace[job.workplace] : "";
  return job.remoteCountries?.length
    ? jobFactLabels.remoteFrom(countryList(job.remoteCountries))
    : jobFactLabels.remoteAnywhere;
}

/** A job id from the URL: the contract's one rule. */
export { parseJobId } from "@site/contract/fields";
