import { defaultJobStages } from "@site/contract/api/applications";
import type { Seniority } from "@site/contract/job-seniority";
import { seniorityOfTitle } from "@site/contract/seniority-of-title";
import { jobStages, jobs } from "#api/db/schema.ts";
import type { Db } from "#api/platform/database.ts";
import type { StructuredFact } from "./job-columns.ts";
import { sanitizeJobHtml } from "./job-html.ts";

type JobRow = typeof jobs.$inferInsert;

/** A job post to insert; the structured facts are optional (docs/decisions/032-structured-jobs.md). */
export interface NewJob extends Partial<Pick<JobRow, StructuredFact>> {
  title: string;
  companyName: string;
  location: string;
  salary?: string;
  descriptionHtml: string;
  companyIconUrl?: string;
  postedAt?: Date;
  validThrough?: Date | null;
  postedByUserId?: string | null;
  status?: "draft" | "open" | "closed";
  /** A draft's scheduled publication. */
  publishAt?: Date | null;
  /** Read from the title when absent (docs/decisions/103-seniority-and-radius.md). */
  seniority?: Seniority | null;
}

/**
 * Inserts job posts, each with the default pipeline stages; descriptions are sanitized by the allow-list on the way in. While the app runs,
 * writes go through the jobs service (jobs-service.ts), which also clears the search counts;
 * seeding calls this before the app starts.
 */
export async function createJobs(db: Db, input: NewJob[], now: Date): Promise<number[]> {
  if (input.length === 0) return [];
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(jobs)
      .values(
        input.map((job) => ({
          title: job.title,
          companyName: job.companyName,
          location: job.location,
          salary: job.salary ?? "",
          descriptionHtml: sanitizeJobHtml(job.descriptionHtml),
          companyIconUrl: job.companyIconUrl ?? "",
          postedAt: job.postedAt ?? now,
          validThrough: job.validThrough ?? null,
          postedByUserId: job.postedByUserId ?? null,
          status: job.status ?? "open",
          publishAt: job.publishAt ?? null,
          employmentType: job.employmentType ?? null,
          workplace: job.workplace ?? null,
          seniority: job.seniority ?? seniorityOfTitle(job.title),
          remoteCountries: job.remoteCountries ?? null,
          city: job.city ?? null,
          countryCode: job.countryCode ?? null,
          salaryMin: job.salaryMin ?? null,
          salaryMax: job.salaryMax ?? null,
          salaryCurrency: job.salaryCurrency ?? null,
          salaryPeriod: job.salaryPeriod ?? null,
          department: job.department ?? null,
        })),
      )
      .returning({ id: jobs.id });
    // Every job starts with today's stages between Applied and Hired (docs/decisions/083-custom-pipeline-stages.md).
    await tx.insert(jobStages).values(
      rows.flatMap((row) =>
        defaultJobStages.map((stage, index) => ({
          jobId: row.id,
          key: stage.key,
          name: stage.name,
          position: index + 1,
        })),
      ),
    );
    return rows.map((row) => row.id);
  });
}
