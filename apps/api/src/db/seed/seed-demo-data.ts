import { formatSalary } from "@site/contract/job-structure";
import { eq } from "drizzle-orm";
import { createJobs, type NewJob } from "#api/modules/job-posts/public.ts";
import type { Db } from "#api/platform/database.ts";
import { appSettings } from "../schema.ts";
import { type DemoJob, loadDemoJobs } from "./demo-jobs.ts";

const SEEDED_KEY = "demo_data_seeded_at";
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Seeds the demo job posts once per installation, so a new user sees a living site.
 * A marker row (not an empty table) decides, so jobs an operator deleted never come back.
 */
export async function seedDemoData(
  db: Db,
  now: Date = new Date(),
): Promise<{ seeded: boolean; jobs: number }> {
  return db.transaction(async (tx) => {
    const marker = await tx.select().from(appSettings).where(eq(appSettings.key, SEEDED_KEY));
    if (marker.length > 0) return { seeded: false, jobs: 0 };
    const rows = (await loadDemoJobs()).map((job) => demoJobRow(job, now));
    await createJobs(tx, rows, now);
    await tx.insert(appSettings).values({ key: SEEDED_KEY, value: now.toISOString() });
    return { seeded: true, jobs: rows.length };
  });
}

/**
 * A demo post as the job it becomes: posted `daysAgo` before `now`, open `validDays` after that,
 * its salary text written from its pay range. The relevance benchmark loads its corpus this way too.
 */
export function demoJobRow(job: DemoJob, now: Date): NewJob {
  const postedAt = new Date(now.getTime() - job.daysAgo * DAY_MS);
  const pay = job.salaryRange;
  return {
    title: job.title,
    companyName: job.companyName,
    location: job.location,
    salary: pay ? formatSalary(pay) : "",
    descriptionHtml: job.descriptionHtml,
    companyIconUrl: job.companyIconUrl,
    postedAt,
    validThrough: new Date(postedAt.getTime() + job.validDays * DAY_MS),
    employmentType: job.employmentType,
    workplace: job.workplace,
    remoteCountries: job.remoteCountries ?? null,
    city: job.city,
    countryCode: job.countryCode,
    salaryMin: pay?.min ?? null,
    salaryMax: pay?.max ?? null,
    salaryCurrency: pay?.currency ?? null,
    salaryPeriod: pay?.period ?? null,
    department: job.department,
  };
}
