import { readFile } from "node:fs/promises";

/**
 * Demo job posts seeded once per installation (see seed-demo-data.ts), so a fresh site shows a
 * realistic job board. All companies, people and web addresses are fictional; links use the
 * reserved ".example" top-level domain. The posts themselves are data, in demo-jobs.json.
 */
export interface DemoJob {
  title: string;
  companyName: string;
  location: string;
  /** Free text, e.g. "$120,000 - $145,000 / year"; "" when not disclosed. */
  salary: string;
  /** HTML limited to h3, p, ul, li, strong, em and a (https links only). */
  descriptionHtml: string;
  /** "" shows the default company icon. */
  companyIconUrl: string;
  /** Posted this many days before seeding (0..60). */
  daysAgo: number;
}

/** The demo posts, read only when a first start seeds them. */
export async function loadDemoJobs(): Promise<DemoJob[]> {
  return JSON.parse(await readFile(new URL("./demo-jobs.json", import.meta.url), "utf8")) as DemoJob[];
}
