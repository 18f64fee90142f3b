import { fixedStages, isFixedStage } from "@site/contract/api/applications";
import { count, inArray } from "drizzle-orm";
import { applications, jobs } from "#api/db/schema.ts";
import type { SessionUser } from "#api/modules/accounts/public.ts";
import { readManagedJobs } from "#api/modules/job-posts/public.ts";
import type { Db } from "#api/platform/database.ts";
import { liveStagesOf } from "./job-stages.ts";

const noStages = (): Record<string, number> => Object.fromEntries(fixedStages.map((stage) => [stage, 0]));

/**
 * How many applications each of the actor's jobs has in each stage (every job for an admin), a
 * page of jobs at a time in the order of the jobs list (newest first).
 */
export async function hiringOverview(db: Db, actor: SessionUser, page: number) {
  const pageOfJobs = await readManagedJobs(
    db,
    actor,
    page,
    () =>
      db
        .select({ jobId: jobs.id, jobTitle: jobs.title, companyName: jobs.companyName, status: jobs.status })
        .from(jobs)
        .$dynamic(),
    (job) => ({
      ...job,
      total: 0,
      stages: noStages(),
      between: [] as { name: string; applications: number }[],
    }),
  );
  const ids = pageOfJobs.data.map((job) => job.jobId);
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({ jobId: applications.jobId, stage: applications.stage, n: count() })
          .from(applications)
          .where(inArray(applications.jobId, ids))
          .groupBy(applications.jobId, applications.stage);
  const byId = new Map(pageOfJobs.data.map((job) => [job.jobId, job]));
  // Every live stage of each job, with or without applications (docs/decisions/083-custom-pipeline-stages.md).
  const boards = await liveStagesOf(db, ids);
  const ownStages = (jobId: number) => (boards.get(jobId) ?? []).filter(({ key }) => !isFixedStage(key));
  for (const job of pageOfJobs.data) for (const { key } of ownStages(job.jobId)) job.stages[key] = 0;
  for (const row of counts) {
    const job = byId.get(row.jobId);
    if (!job) continue;
    job.stages[row.stage] = (job.stages[row.stage] ?? 0) + row.n;
    job.total += row.n;
  }
  // The job's own stages between Applied and Hired, named and in board order.
  for (const job of pageOfJobs.data) {
    job.between = ownStages(job.jobId).map(({ key, name }) => ({ name, applications: job.stages[key] ?? 0 }));
  }
  return pageOfJobs;
}
