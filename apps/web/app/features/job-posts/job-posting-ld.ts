import type { JobPost } from "@site/contract/api/job-posts";
import type { EmploymentType } from "@site/contract/job-structure";

type SalaryUnit = "HOUR" | "DAY" | "WEEK" | "MONTH" | "YEAR";

export interface ParsedSalary {
  currency: string;
  minValue: number;
  /** Absent for a single amount. */
  maxValue?: number;
  unitText: SalaryUnit;
}

// Longer symbols first: "CA$" must not be read as "$".
const currencySymbols: [string, string][] = [
  ["CA$", "CAD"],
  ["C$", "CAD"],
  ["AU$", "AUD"],
  ["A$", "AUD"],
  ["NZ$", "NZD"],
  ["US$", "USD"],
  ["$", "USD"],
  ["€", "EUR"],
  ["£", "GBP"],
  ["₹", "INR"],
  ["¥", "JPY"],
];
const currencyCodes = /\b(USD|EUR|GBP|CAD|AUD|NZD|INR|JPY|CHF|PLN|SEK|NOK|DKK|CZK|HUF|RON|BRL|MXN|SGD|ZAR)\b/;

function currencyOf(text: string): string | null {
  const code = currencyCodes.exec(text)?.[1];
  if (code) return code;
  return currencySymbols.find(([symbol]) => text.includes(symbol))?.[1] ?? null;
}

function unitOf(text: string): SalaryUnit {
  if (/\b(hour|hr|hourly)\b/i.test(text)) return "HOUR";
  if (/\b(day|daily)\b/i.test(text)) return "DAY";
  if (/\b(week|weekly)\b/i.test(text)) return "WEEK";
  if (/\b(month|monthly)\b/i.test(text)) return "MONTH";
  return "YEAR";
}

/**
 * Reads a free-text salary ("$145,000 - $170,000 / year", "PLN 18,000 - 23,000 / month",
 * "€90k + bonus") into an amount search engines understand; null when it has no currency or
 * no amount. Indian grouping ("₹9,00,000") reads correctly because separators are dropped.
 */
export function parseSalary(text: string): ParsedSalary | null {
  const currency = currencyOf(text);
  if (!currency) return null;
  const amounts = [...text.matchAll(/(\d[\d,]*(?:\.\d+)?)\s*([kK])?\b/g)]
    .map(([, digits = "", thousands]) => Number(digits.replaceAll(",", "")) * (thousands ? 1000 : 1))
    .filter((value) => Number.isFinite(value) && value > 0)
    .slice(0, 2);
  const [first, second] = amounts;
  if (first === undefined) return null;
  const unitText = unitOf(text);
  if (second === undefined || second === first) return { currency, minValue: first, unitText };
  return { currency, minValue: Math.min(first, second), maxValue: Math.max(first, second), unitText };
}

/** "Austin, TX", "Remote (US)", "Toronto, ON (Hybrid)" as schema.org places. */
function locationOf(location: string): Record<string, unknown> {
  const remote = /^remote\b\s*(?:\((.+)\))?/i.exec(location.trim());
  if (remote) {
    const area = remote[1]?.trim();
    return {
      jobLocationType: "TELECOMMUTE",
      ...(area ? { applicantLocationRequirements: { "@type": "Country", name: area } } : {}),
    };
  }
  const [locality = "", area] = location
    .replace(/\([^)]*\)/g, "")
    .split(",")
    .map((part) => part.trim());
  const address: Record<string, string> = { "@type": "PostalAddress", addressLocality: locality };
  if (area) address[/^[A-Z]{2}$/.test(area) ? "addressRegion" : "addressCountry"] = area;
  return { jobLocation: { "@type": "Place", address } };
}

/** Google's employmentType values for ours. */
const googleEmploymentType: Record<EmploymentType, string> = {
  full_time: "FULL_TIME",
  part_time: "PART_TIME",
  contract: "CONTRACTOR",
  internship: "INTERN",
  temporary: "TEMPORARY",
};

const country = (code: string) => ({ "@type": "Country", name: code });

/**
 * Where the job is, from the post's structured place when it has one: a remote job is
 * TELECOMMUTE with the countries applicants may work from (Google requires at least one for a
 * job restricted to some; a job open anywhere names none); any other job is a Place with the
 * city and ISO country. A post without structured place falls back to reading its location text.
 */
function placeOf(job: JobPost): Record<string, unknown> {
  if (job.workplace === "remote") {
    const countries = job.remoteCountries ?? [];
    return {
      jobLocationType: "TELECOMMUTE",
      ...(countries.length === 1 ? { applicantLocationRequirements: country(countries[0] as string) } : {}),
      ...(countries.length > 1 ? { applicantLocationRequirements: countries.map(country) } : {}),
    };
  }
  if (job.jobCity || job.jobCountry) {
    const address: Record<string, string> = { "@type": "PostalAddress" };
    if (job.jobCity) address.addressLocality = job.jobCity;
    if (job.jobCountry) address.addressCountry = job.jobCountry;
    return { jobLocation: { "@type": "Place", address } };
  }
  return locationOf(job.jobLocation);
}

/**
 * The pay as a MonetaryAmount: from the structured range (a range open at one end keeps only
 * that end), else read from the salary text; null when neither says.
 */
function baseSalaryOf(job: JobPost): Record<string, unknown> | null {
  const amount = (currency: string, value: Record<string, unknown>) => ({
    "@type": "MonetaryAmount",
    currency,
    value: { "@type": "QuantitativeValue", ...value },
  });
  const { salaryMin: min, salaryMax: max, salaryCurrency: currency, salaryPeriod: period } = job;
  if ((min !== null || max !== null) && currency && period) {
    const unitText = period.toUpperCase();
    if (min !== null && max !== null && min !== max)
      return amount(currency, { minValue: min, maxValue: max, unitText });
    if (min !== null && max !== null) return amount(currency, { value: min, unitText });
    return amount(currency, min !== null ? { minValue: min, unitText } : { maxValue: max, unitText });
  }
  const parsed = parseSalary(job.jobSalary);
  if (!parsed) return null;
  const { minValue, maxValue, unitText } = parsed;
  return amount(
    parsed.currency,
    maxValue === undefined ? { value: minValue, unitText } : { minValue, maxValue, unitText },
  );
}

/** schema.org JobPosting of a job post, so search engines can list it (Google's JobPosting rules). */
export function jobPostingLd(job: JobPost, descriptionHtml: string): Record<string, unknown> {
  const baseSalary = baseSalaryOf(job);
  const logo = /^https?:\/\//i.test(job.companyIconUrl) ? { logo: job.companyIconUrl } : {};
  return {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: job.jobTitle,
    description: descriptionHtml,
    identifier: { "@type": "PropertyValue", name: job.companyName, value: String(job.jobId) },
    datePosted: job.postedDate,
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    ...(job.employmentType ? { employmentType: googleEmploymentType[job.employmentType] } : {}),
    hiringOrganization: { "@type": "Organization", name: job.companyName, ...logo },
    ...placeOf(job),
    directApply: true,
    ...(baseSalary ? { baseSalary } : {}),
  };
}
