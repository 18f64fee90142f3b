import type { UnderstoodFilter as UnderstoodFilterAnswer } from "@site/contract/api/job-posts";
import { jobFilterLabels } from "@site/contract/job-filter";
import type { Understanding } from "./search-understanding.ts";
import type { UnderstoodFilter } from "./search-vocabulary.ts";

/** The filters read from the words, as the answer lists them for the page's chips (decision 067). */

const workplaceLabels = { remote: "Remote", hybrid: "Hybrid", on_site: "On-site" } as const;
const employmentLabels = {
  full_time: "Full-time",
  part_time: "Part-time",
  contract: "Contract",
  internship: "Internship",
  temporary: "Temporary",
} as const;
const currencySigns: Record<string, string> = { USD: "$", EUR: "€", GBP: "£" };
const countryNames = new Intl.DisplayNames(["en"], { type: "region" });

export function filterLabel(filter: UnderstoodFilter): string {
  switch (filter.kind) {
    case "workplace":
      return workplaceLabels[filter.value];
    case "employmentType":
      return employmentLabels[filter.value];
    case "city":
      return filter.value;
    case "country":
      return countryNames.of(filter.value) ?? filter.value;
    case "salary": {
      const amount = filter.value % 1000 === 0 ? `${filter.value / 1000}k` : String(filter.value);
      const sign = filter.currency ? (currencySigns[filter.currency] ?? "") : "";
      const code = filter.currency && !sign ? ` ${filter.currency}` : "";
      return `${sign}${amount}${code}+ a year`;
    }
    case "postedWithin":
      return jobFilterLabels.postedWithin[filter.value];
  }
}

export function understoodFilterAnswers(understanding: Understanding): UnderstoodFilterAnswer[] {
  return understanding.filters.map((filter) => ({
    kind: filter.kind,
    value: String(filter.value),
    label: filterLabel(filter),
    keywordWithout: understanding.pieces.filter((_, i) => !filter.pieces.includes(i)).join(" "),
  }));
}
