import { eq, sql } from "drizzle-orm";
import { appSettings } from "#api/db/schema.ts";
import type { SessionUser } from "#api/modules/accounts/public.ts";
import { builtOncePerDatabase, type Db } from "#api/platform/database.ts";
import { type AnswerCache, createAnswerCache } from "./answer-cache.ts";
import { createCountCache } from "./count-cache.ts";
import { createJobs, type NewJob } from "./create-job.ts";
import type { JobPostValues } from "./job-columns.ts";
import { closeJob, postJob, updateJob } from "./manage-jobs.ts";
import { type PublicationState, publishDraft, publishDueJobs } from "./publication.ts";
import { filtersKey } from "./search-filters.ts";
import { type SearchParams, searchJobs } from "./search-jobs.ts";

/**
 * Search and every job write of one app, built once in buildApp. It owns the search counts
 * (count-cache.ts), so no write can forget to clear them: post, edit and close all pass here.
 * Applying for a job changes no count and stays in its own use case.
 */
export interface JobsService {
  search(params: SearchParams, now: Date): ReturnType<typeof searchJobs>;
  /**
   * A search as JSON text (`serialize` turns the answer into it), kept for a moment and shared by
   * every caller without a session (decision 121). On PostgreSQL it is kept per job-writes number,
   * so another instance's write shows in the very next answer, as the counts do.
   */
  searchAnswer(
    params: SearchParams,
    now: Date,
    serialize: (answer: Awaited<ReturnType<typeof searchJobs>>) => string,
  ): Promise<string>;
  /** The public answers this service keeps; every job write below clears them. */
  answers: AnswerCache;
  /** Inserts job posts as they are (test fixtures, bulk imports). */
  create(input: NewJob[], now: Date): Promise<number[]>;
  post(actor: SessionUser, input: JobPostValues, now: Date, publication?: PublicationState): Promise<number>;
  /** The caller's right to the job is checked before (access "employer-of-job"). */
  update(jobId: number, input: JobPostValues, now: Date): Promise<void>;
  close(jobId: number): Promise<void>;
  /** A draft goes public now (the caller's right is checked before). */
  publish(jobId: number, now: Date): Promise<void>;
  /** The scheduled drafts whose time has come go public; answers their ids (publication worker). */
  publishDue(now: Date): Promise<number[]>;
  /**
   * Another domain has written jobs (an erased account's jobs closed or given to another
   * employer): counts and kept answers are dropped, and other instances told, as after a write here.
   */
  changedElsewhere(): Promise<void>;
}

/** The app_settings row that counts the job writes of every instance (decision 058). */
const JOB_WRITES_KEY = "job_writes";

/** The read of the job-writes number, prepared by name: most searches on PostgreSQL wait for one. */
const jobWritesRead = builtOncePerDatabase((db) =>
  db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, sql.placeholder("key")))
    .prepare("read_job_writes"),
);

async function readJobWrites(db: Db): Promise<number> {
  const [row] = await jobWritesRead(db).execute({ key: JOB_WRITES_KEY });
  return Number(row?.value ?? 0);
}

/**
 * The job-writes reads shared by the searches that wait for one (decision 085): a read that began
 * after a search arrived sees every write committed before it arrived, so a search arriving while
 * a read runs waits for the next one, which every search arriving meanwhile shares. At most one
 * read runs and one waits, instead of one per search: under load the database answers the
 * searches, not the same number fifty times.
 */
export function sharedReads(read: () => Promise<number>): () => Promise<number> {
  let running: Promise<number> | undefined;
  let queued: Promise<number> | undefined;
  const start = (): Promise<number> => {
    const current: Promise<number> = read().finally(() => {
      if (running === current) running = undefined;
    });
    running = current;
    return current;
  };
  return () => {
    if (!running) return start();
    queued ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
  };
}

/** Bumped after the write has committed: a search that reads the new number sees the write. */
async function bumpJobWrites(db: Db): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: JOB_WRITES_KEY, value: 1 })
    .onConflictDoUpdate({
      target: appSettings.key,
      set: { value: sql`to_jsonb((${appSettings.value})::text::bigint + 1)`, updatedAt: sql`now()` },
    });
}

export interface JobsServiceOptions {
  /**
   * Other instances write jobs to the same database (PostgreSQL): every search first reads the
   * number of job writes, and every write bumps it, so no instance answers counts older than a
   * write it could list. PGlite's folder belongs to one process, which clears its own counts.
   */
  sharedDatabase: boolean;
  /** Whether requests wait for the database now (PGlite's queue): stale counts are kept meanwhile. */
  busy?: () => boolean;
  /** How long a public answer is kept (ANSWER_CACHE_MS, decision 121); 0, the default, keeps none. */
  answerCacheMs?: number;
}

/** One search's key among the kept answers: every parameter the answer depends on. */
const searchKey = (params: SearchParams): string =>
  JSON.stringify([
    params.keyword,
    params.page,
    params.sort,
    params.facets,
    params.exact === true,
    filtersKey(params.filters),
  ]);

export function createJobsService(
  db: Db,
  options: JobsServiceOptions = { sharedDatabase: false },
): JobsService {
  const counts = createCountCache(Date.now, { busy: options.busy });
  const answers = createAnswerCache(options.answerCacheMs ?? 0);
  const jobWrites = sharedReads(() => readJobWrites(db));
  const thenClear = async <T>(write: Promise<T>): Promise<T> => {
    try {
      return await write;
    } finally {
      // A failed bump leaves other instances' counts to their 5 s TTL; the write itself stands.
      if (options.sharedDatabase) await bumpJobWrites(db).catch(() => {});
      counts.clear();
      answers.clear();
    }
  };
  /** What a job write does after it (counts and kept answers dropped, other instances told), alone. */
  const changed = () => thenClear(Promise.resolve());
  const search = async (params: SearchParams, now: Date) => {
    const countsReady = options.sharedDatabase
      ? jobWrites().then((version) => counts.follow(version))
      : Promise.resolve();
    return searchJobs(db, counts, params, now, countsReady);
  };
  const keepsAnswers = (options.answerCacheMs ?? 0) > 0;
  return {
    search,
    searchAnswer: async (params, now, serialize) => {
      // Nothing kept (ANSWER_CACHE_MS=0): no answer is looked up under a job-writes number, so the
      // number is read beside the search, as `search` reads it (decision 139), not before it.
      if (!keepsAnswers) return serialize(await search(params, now));
      // The number is read before the answer is looked up: a write any instance committed before
      // this search arrived is in it, and an answer kept under an older number is not served.
      const version = options.sharedDatabase ? await jobWrites() : 0;
      if (options.sharedDatabase) counts.follow(version);
      return answers.share(`search:${version}:${searchKey(params)}`, async () => ({
        body: serialize(await searchJobs(db, counts, params, now, Promise.resolve())),
        keep: true,
      }));
    },
    answers,
    create: (input, now) => thenClear(createJobs(db, input, now)),
    post: (actor, input, now, publication) => thenClear(postJob(db, actor, input, now, publication)),
    update: (jobId, input, now) => thenClear(updateJob(db, jobId, input, now)),
    close: (jobId) => thenClear(closeJob(db, jobId)),
    publish: (jobId, now) => thenClear(publishDraft(db, jobId, now)),
    publishDue: async (now) => {
      const ids = await publishDueJobs(db, now);
      // Counts change only when something was published: an idle round clears nothing.
      if (ids.length > 0) await changed();
      return ids;
    },
    changedElsewhere: changed,
  };
}
