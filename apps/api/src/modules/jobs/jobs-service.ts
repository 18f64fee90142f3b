import type { Db } from "../../platform/database.ts";
import type { SessionUser } from "../auth/public.ts";
import { createCountCache } from "./count-cache.ts";
import { createJobs, type NewJob } from "./create-job.ts";
import type { JobPostValues } from "./job-columns.ts";
import { closeJob, postJob, updateJob } from "./manage-jobs.ts";
import { type SearchParams, searchJobs } from "./search-jobs.ts";

/**
 * Search and every job write of one app, built once in buildApp. It owns the search counts
 * (count-cache.ts), so no write can forget to clear them: post, edit and close all pass here.
 * Applying for a job changes no count and stays in its own use case.
 */
export interface JobsService {
  search(params: SearchParams, now: Date): ReturnType<typeof searchJobs>;
  /** Inserts job posts as they are (test fixtures, bulk imports). */
  create(input: NewJob[], now: Date): Promise<number[]>;
  post(actor: SessionUser, input: JobPostValues, now: Date): Promise<number>;
  /** The caller's right to the job is checked before (access "employer-of-job"). */
  update(jobId: number, input: JobPostValues, now: Date): Promise<void>;
  close(jobId: number): Promise<void>;
}

export function createJobsService(db: Db): JobsService {
  const counts = createCountCache();
  const thenClear = async <T>(write: Promise<T>): Promise<T> => {
    try {
      return await write;
    } finally {
      counts.clear();
    }
  };
  return {
    search: (params, now) => searchJobs(db, counts, params, now),
    create: (input, now) => thenClear(createJobs(db, input, now)),
    post: (actor, input, now) => thenClear(postJob(db, actor, input, now)),
    update: (jobId, input, now) => thenClear(updateJob(db, jobId, input, now)),
    close: (jobId) => thenClear(closeJob(db, jobId)),
  };
}
