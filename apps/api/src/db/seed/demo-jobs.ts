import { readFile } from "node:fs/promises";
import type { EmploymentType, SalaryPeriod, Workplace } from "@site/contract/job-structure";

/**
 * Demo job posts seeded once per installation (see seed-demo-data.ts), so a fresh site shows a
 * realistic job board. All companies, people and web addresses are fictional; links use the
 * reserved ".example" top-level domain. The posts themselves are data, in demo-jobs.json.
 */
export interface DemoJob {
  title: string;
  companyName: string;
  /** As the post shows it: "Austin, TX", "Remote (US)", "Toronto, ON (Hybrid)". */
  location: string;
  employmentType: EmploymentType;
  workplace: Workplace;
  /** A remote job's countries applicants may work from (ISO 3166-1 alpha-2). */
  remoteCountries?: string[];
  /** null for a remote job. */
  city: string | null;
  /** ISO 3166-1 alpha-2; null for a remote job open to several countries. */
  countryCode: string | null;
  /** Absent when not disclosed; the post's salary text is written from it. */
  salaryRange?: { min: number; max: number; currency: string; period: SalaryPeriod };
  department: string;
  /** HTML limited to h3, p, ul, li, strong, em and a (https links only). */
  descriptionHtml: string;
  /** "" shows the default company icon. */
  companyIconUrl: string;
  /** Posted this many days before seeding (0..60). */
  daysAgo: number;
  /** Open to applications this many days after posting. */
  validDays: number;
}

/** The demo posts, read only when a first start seeds them. */
export async function loadDemoJobs(): Promise<DemoJob[]> {
  return JSON.parse(await readFile(new URL("./demo-jobs.json", import.meta.url), "utf8")) as DemoJob[];
}
