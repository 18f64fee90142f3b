import { adminMessages } from "@site/contract/api/accounts";
import {
  defaultJobStages,
  type HiringReportAcrossJobs,
  REPORT_DEFAULT_DAYS,
  type ReportJobLine,
  rangeProblem,
  shiftDay,
  stageLabels,
} from "@site/contract/api/applications";
import { jobMessages } from "@site/contract/api/job-posts";
import { desc, inArray } from "drizzle-orm";
import { jobs } from "#api/db/schema.ts";
import { FieldError, Forbidden, NotFound } from "#api/http/errors.ts";
import type { SessionUser } from "#api/modules/accounts/public.ts";
import { managedBy } from "#api/modules/job-posts/public.ts";
import type { Db } from "#api/platform/database.ts";
import { jobFlow, loadJobApplications, medianDays } from "./hiring-report.ts";

const DAY_MS = 24 * 3600 * 1000;
/** The stages every job starts with, in board order: the ones comparable across jobs. */
const comparable = ["applied", ...defaultJobStages.map((stage) => stage.key), "hired"] as const;
const isComparable = (key: string) => (comparable as readonly string[]).includes(key) || key === "rejected";

export interface AcrossJobsInput {
  from?: string | undefined;
  to?: string | undefined;
  jobIds?: number[] | undefined;
}

/**
 * The jobs the report covers: the ones asked for, each of which must exist (else 404) and, for an
 * employer, be theirs (else 403, as on the per-job report); without a list, every job the actor
 * may see. Newest posted first, as in the console's lists.
 */
async function chosenJobs(db: Db, actor: SessionUser, jobIds: number[] | undefined) {
  const columns = { jobId: jobs.id, jobTitle: jobs.title, status: jobs.status, owner: jobs.postedByUserId };
  const order = [desc(jobs.postedAt), desc(jobs.id)];
  if (jobIds === undefined)
    return db
      .select(columns)
      .from(jobs)
      .where(managedBy(actor))
      .orderBy(...order);
  if (jobIds.length === 0) return [];
  const unique = [...new Set(jobIds)];
  const rows = await db
    .select(columns)
    .from(jobs)
    .where(inArray(jobs.id, unique))
    .orderBy(...order);
  if (rows.length !== unique.length) throw new NotFound(jobMessages.jobNotFound);
  if (actor.role !== "admin" && rows.some((row) => row.owner !== actor.userId))
    throw new Forbidden(adminMessages.notYourJob);
  return rows;
}

/** The range asked for, with the defaults filled in: to = today (UTC), from = 29 days earlier. */
export function reportRange(input: AcrossJobsInput, now: Date) {
  const to = input.to ?? now.toISOString().slice(0, 10);
  const from = input.from ?? shiftDay(to, 1 - REPORT_DEFAULT_DAYS);
  const problem = rangeProblem(from, to);
  if (problem) throw new FieldError(400, problem.field, problem.message);
  const start = new Date(`${from}T00:00:00Z`);
  return { from, to, received: { from: start, until: new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS) } };
}

/**
 * The hiring figures of many jobs over a range of days (docs/decisions/110-hiring-report-across-jobs.md):
 * each job's flow as its own report computes it (jobFlow), over the applications received in the
 * range, one line per job, and the totals. The funnel of the totals keeps the stages every job
 * starts with (by key, so a renamed one still counts); stages an employer added are summed apart.
 */
export async function hiringReportAcrossJobs(
  db: Db,
  actor: SessionUser,
  input: AcrossJobsInput,
  now: Date,
): Promise<HiringReportAcrossJobs> {
  const { from, to, received } = reportRange(input, now);
  const chosen = await chosenJobs(db, actor, input.jobIds);
  const loaded = await loadJobApplications(
    db,
    chosen.map((job) => job.jobId),
    received,
  );
  const totals = {
    jobs: chosen.length,
    received: 0,
    inProgress: 0,
    hired: 0,
    rejected: 0,
    withdrawn: 0,
  };
  const stages = comparable.map((key) => ({
    key,
    name: stageLabels[key],
    jobs: 0,
    reached: 0,
    passedOn: null as number | null,
    rejectedHere: 0,
    withdrawnHere: 0,
    /** Over the jobs that also have the next comparable stage: reached here, reached there. */
    pair: { here: 0, next: 0 },
  }));
  const otherStages = { stages: 0, now: 0, rejectedHere: 0, withdrawnHere: 0 };
  const sources = new Map<"profile" | "resume", { applications: number; hired: number }>([
    ["profile", { applications: 0, hired: 0 }],
    ["resume", { applications: 0, hired: 0 }],
  ]);
  const allHireDays: number[] = [];
  const lines: ReportJobLine[] = chosen.map((job) => {
    const data = loaded.get(job.jobId);
    if (!data) throw new Error(`no applications loaded for job ${job.jobId}`);
    const flow = jobFlow(data);
    const count = (stage: string) => data.rows.filter((row) => row.stage === stage).length;
    const line = {
      jobId: job.jobId,
      jobTitle: job.jobTitle,
      status: job.status,
      received: data.rows.length + data.gone.length,
      inProgress: data.rows.length - count("hired") - count("rejected"),
      hired: count("hired"),
      rejected: count("rejected"),
      withdrawn: data.gone.length,
      medianDaysToHire: medianDays(flow.hireDays),
    };
    for (const field of ["received", "inProgress", "hired", "rejected", "withdrawn"] as const)
      totals[field] += line[field];
    const byKey = new Map(flow.stages.map((stage) => [stage.key, stage]));
    stages.forEach((total, index) => {
      const here = byKey.get(total.key);
      if (!here) return;
      total.jobs += 1;
      total.reached += here.reached;
      total.rejectedHere += here.rejectedHere;
      total.withdrawnHere += here.withdrawnHere;
      const next = byKey.get(comparable[index + 1] ?? "");
      if (next) {
        total.pair.here += here.reached;
        total.pair.next += next.reached;
      }
    });
    for (const stage of flow.stages.filter((s) => !isComparable(s.key))) {
      otherStages.stages += 1;
      otherStages.now += stage.now;
      otherStages.rejectedHere += stage.rejectedHere;
      otherStages.withdrawnHere += stage.withdrawnHere;
    }
    for (const source of flow.sources) {
      const sum = sources.get(source.source);
      if (sum) {
        sum.applications += source.applications;
        sum.hired += source.hired;
      }
    }
    allHireDays.push(...flow.hireDays);
    return line;
  });
  return {
    from,
    to,
    jobs: lines,
    totals: {
      ...totals,
      stages: stages.map(({ pair, ...stage }) => ({
        ...stage,
        passedOn: pair.here === 0 ? null : Math.round((pair.next / pair.here) * 1000) / 1000,
      })),
      otherStages,
      sources: [...sources].map(([source, sum]) => ({ source, ...sum })),
      timeToHire: { hires: allHireDays.length, medianDays: medianDays(allHireDays) },
    },
  };
}
