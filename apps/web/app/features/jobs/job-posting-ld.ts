import type { JobPost } from "@site/contract/api/jobs";

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

/** schema.org JobPosting of a job post, so search engines can list it. */
export function jobPostingLd(job: JobPost, descriptionHtml: string): Record<string, unknown> {
  const salary = parseSalary(job.jobSalary);
  const logo = /^https?:\/\//i.test(job.companyIconUrl) ? { logo: job.companyIconUrl } : {};
  return {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: job.jobTitle,
    description: descriptionHtml,
    identifier: { "@type": "PropertyValue", name: job.companyName, value: String(job.jobId) },
    datePosted: job.postedDate,
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    hiringOrganization: { "@type": "Organization", name: job.companyName, ...logo },
    ...locationOf(job.jobLocation),
    directApply: true,
    ...(salary
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: salary.currency,
            value: {
              "@type": "QuantitativeValue",
              ...(salary.maxValue === undefined
                ? { value: salary.minValue }
                : { minValue: salary.minValue, maxValue: salary.maxValue }),
              unitText: salary.unitText,
            },
          },
        }
      : {}),
  };
}

/**
 * JSON for an inline <script type="application/ld+json">: "<", ">" and "&" are escaped, so a
 * description containing "</script>" cannot end the block, and the line separators that some
 * parsers reject are escaped too.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll("<", "\\u003c")
    .replaceAll(">", "\\u003e")
    .replaceAll("&", "\\u0026")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");
}
