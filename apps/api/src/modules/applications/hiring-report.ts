import { ethnicityOptions, genderOptions } from "@site/contract/api/accounts";
import { EEO_MIN_GROUP, type HiringReport, type StageFlow } from "@site/contract/api/applications";
import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import {
  applicationStageChanges,
  applications,
  applicationWithdrawals,
  jobs,
  profiles,
} from "#api/db/schema.ts";
import type { SessionUser } from "#api/modules/accounts/public.ts";
import type { Db } from "#api/platform/database.ts";
import { boardOrder, liveStagesOf } from "./job-stages.ts";

const DAY_MS = 24 * 3600 * 1000;
/** The group of an applicant who gave no answer, or applied with a resume only. */
export const NOT_GIVEN = "Not given";

interface Visit {
  stage: string;
  at: number;
}

const median = (values: number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * A voluntary answer's groups, each with how many applied and reached each stage; a group of 1 to
 * EEO_MIN_GROUP − 1 people is suppressed, and when that leaves exactly one suppressed group, the
 * next smallest is suppressed too, so no count can be worked out by subtraction.
 */
function eeoGroups(
  groups: readonly string[],
  groupOf: (index: number) => string,
  furthest: readonly number[],
  funnel: readonly string[],
) {
  const rows = groups.map((group) => ({
    group,
    applied: 0,
    reached: Object.fromEntries(funnel.map((k) => [k, 0])),
  }));
  const byGroup = new Map(rows.map((row) => [row.group, row]));
  furthest.forEach((last, index) => {
    const row = byGroup.get(groupOf(index)) ?? byGroup.get(NOT_GIVEN);
    if (!row) return;
    row.applied += 1;
    for (let i = 0; i <= last; i++)
      row.reached[funnel[i] as string] = (row.reached[funnel[i] as string] ?? 0) + 1;
  });
  const small = new Set(
    rows.filter((row) => row.applied > 0 && row.applied < EEO_MIN_GROUP).map((row) => row.group),
  );
  if (small.size === 1) {
    const next = rows
      .filter((row) => row.applied > 0 && !small.has(row.group))
      .sort((a, b) => a.applied - b.applied)[0];
    if (next) small.add(next.group);
  }
  return rows.map((row) => (small.has(row.group) ? { group: row.group, applied: null, reached: null } : row));
}

/** Applications received from `from` up to but not including `until`. */
export interface ReceivedRange {
  from: Date;
  until: Date;
}

/** What the reports read of one job: its board, its applications, their moves and its withdrawals. */
export interface JobApplications {
  board: { key: string; name: string }[];
  rows: {
    id: string;
    jobId: number;
    createdAt: Date;
    stage: string;
    withProfile: boolean;
    gender: string | null;
    ethnicity: string | null;
  }[];
  visits: Map<string, Visit[]>;
  gone: { jobId: number; stage: string; gender: string | null; ethnicity: string | null }[];
}

/**
 * The applications of these jobs (received in `range` when one is given), with their stage
 * history and the withdrawals, in four queries whatever the number of jobs. A job id that does not
 * exist gets an empty board with the fixed ends.
 */
export async function loadJobApplications(
  db: Db,
  jobIds: readonly number[],
  range?: ReceivedRange,
): Promise<Map<number, JobApplications>> {
  const byJob = new Map<number, JobApplications>();
  if (jobIds.length === 0) return byJob;
  const ids = [...new Set(jobIds)];
  const received = range
    ? and(gte(applications.createdAt, range.from), lt(applications.createdAt, range.until))
    : undefined;
  const boards = await liveStagesOf(db, ids);
  const rows = await db
    .select({
      id: applications.id,
      jobId: applications.jobId,
      createdAt: applications.createdAt,
      stage: applications.stage,
      withProfile: applications.withProfile,
      gender: profiles.gender,
      ethnicity: profiles.ethnicity,
    })
    .from(applications)
    .leftJoin(profiles, eq(profiles.userId, applications.userId))
    .where(and(inArray(applications.jobId, ids), received))
    .orderBy(asc(applications.createdAt), asc(applications.id));
  const moves = await db
    .select({
      applicationId: applicationStageChanges.applicationId,
      toStage: applicationStageChanges.toStage,
      at: applicationStageChanges.createdAt,
    })
    .from(applicationStageChanges)
    .innerJoin(applications, eq(applications.id, applicationStageChanges.applicationId))
    .where(and(inArray(applications.jobId, ids), received))
    .orderBy(asc(applicationStageChanges.createdAt), asc(applicationStageChanges.id));
  const gone = await db
    .select({
      jobId: applicationWithdrawals.jobId,
      stage: applicationWithdrawals.stage,
      gender: profiles.gender,
      ethnicity: profiles.ethnicity,
    })
    .from(applicationWithdrawals)
    .leftJoin(profiles, eq(profiles.userId, applicationWithdrawals.userId))
    .where(
      and(
        inArray(applicationWithdrawals.jobId, ids),
        range
          ? and(
              gte(applicationWithdrawals.appliedAt, range.from),
              lt(applicationWithdrawals.appliedAt, range.until),
            )
          : undefined,
      ),
    );
  for (const id of ids)
    byJob.set(id, { board: boards.get(id) ?? boardOrder([]), rows: [], visits: new Map(), gone: [] });
  for (const row of rows) {
    const job = byJob.get(row.jobId);
    job?.rows.push(row);
    job?.visits.set(row.id, [{ stage: "applied", at: row.createdAt.getTime() }]);
  }
  const visitsOf = new Map(rows.map((row) => [row.id, byJob.get(row.jobId)?.visits.get(row.id)]));
  for (const move of moves)
    visitsOf.get(move.applicationId)?.push({ stage: move.toStage, at: move.at.getTime() });
  for (const withdrawal of gone) byJob.get(withdrawal.jobId)?.gone.push(withdrawal);
  return byJob;
}

/**
 * How one job's applications flowed: for each stage in board order how many applications reached
 * it or a later one, the share that went on, how many are there now, how many were rejected or
 * withdrawn from it and the median days spent in it; the days to each hire; applications by
 * source. A withdrawn application has no stage history left (remove-application.ts keeps its stage
 * only): it counts as having reached the stage it was withdrawn from, and in no time in stage.
 */
export function jobFlow({ board, rows, visits, gone }: JobApplications) {
  // The funnel: every live stage but Rejected, in board order.
  const funnel = board.filter((stage) => stage.key !== "rejected").map((stage) => stage.key);
  const position = new Map(funnel.map((key, index) => [key, index]));
  const reached = funnel.map(() => 0);
  /** An application whose furthest stage is funnel[last] reached every stage up to it. */
  const reach = (last: number) => {
    for (let i = 0; i <= last; i++) reached[i] = (reached[i] ?? 0) + 1;
    return last;
  };
  const rejectedHere = new Map<string, number>();
  const stays = new Map<string, number[]>();
  const now = new Map<string, number>();
  let everRejected = 0;
  const hireDays: number[] = [];
  const furthestOnBoard = rows.map((row) => {
    now.set(row.stage, (now.get(row.stage) ?? 0) + 1);
    const path = visits.get(row.id) ?? [];
    let last = 0;
    path.forEach((visit, k) => {
      last = Math.max(last, position.get(visit.stage) ?? 0);
      const next = path[k + 1];
      if (next) {
        const days = stays.get(visit.stage) ?? [];
        days.push((next.at - visit.at) / DAY_MS);
        stays.set(visit.stage, days);
      }
      if (next?.stage === "rejected") rejectedHere.set(visit.stage, (rejectedHere.get(visit.stage) ?? 0) + 1);
    });
    if (path.some((visit) => visit.stage === "rejected")) everRejected += 1;
    const hiredAt = path.findLast((visit) => visit.stage === "hired");
    if (row.stage === "hired" && hiredAt) hireDays.push((hiredAt.at - row.createdAt.getTime()) / DAY_MS);
    return reach(last);
  });
  const withdrawnHere = new Map<string, number>();
  const furthestWithdrawn = gone.map((withdrawal) => {
    withdrawnHere.set(withdrawal.stage, (withdrawnHere.get(withdrawal.stage) ?? 0) + 1);
    return reach(position.get(withdrawal.stage) ?? 0);
  });
  const stages: StageFlow[] = board.map((stage) => {
    const index = position.get(stage.key);
    const here = index === undefined ? everRejected : (reached[index] ?? 0);
    const nextReached = index === undefined ? undefined : reached[index + 1];
    const days = median(stays.get(stage.key) ?? []);
    return {
      key: stage.key,
      name: stage.name,
      reached: here,
      passedOn: nextReached === undefined || here === 0 ? null : round(nextReached / here, 3),
      now: now.get(stage.key) ?? 0,
      rejectedHere: rejectedHere.get(stage.key) ?? 0,
      withdrawnHere: withdrawnHere.get(stage.key) ?? 0,
      medianDays: days === null ? null : round(days, 1),
    };
  });
  const sources = (["profile", "resume"] as const).map((source) => {
    const of = rows.filter((row) => row.withProfile === (source === "profile"));
    return { source, applications: of.length, hired: of.filter((row) => row.stage === "hired").length };
  });
  return {
    funnel,
    stages,
    hireDays,
    sources,
    /** Every application, on the board or withdrawn, with the index of its furthest funnel stage. */
    furthest: [...furthestOnBoard, ...furthestWithdrawn],
  };
}

/** The median of some days, to one decimal; null for none. */
export const medianDays = (days: number[]) => {
  const value = median(days);
  return value === null ? null : round(value, 1);
};

/**
 * One job's hiring report (the route's ownerOf has checked the job and the caller): its flow
 * (jobFlow), and for admins the voluntary EEO answers in aggregate.
 */
export async function hiringReport(db: Db, actor: SessionUser, jobId: number): Promise<HiringReport> {
  const [job] = await db.select({ title: jobs.title }).from(jobs).where(eq(jobs.id, jobId));
  const loaded = (await loadJobApplications(db, [jobId])).get(jobId) as JobApplications;
  const { funnel, stages, hireDays, sources, furthest } = jobFlow(loaded);
  // Every application, on the board or withdrawn, in one list for the EEO groups.
  const people = [...loaded.rows, ...loaded.gone];
  const answer = (value: string | null, options: readonly string[]) =>
    value && options.includes(value) ? value : NOT_GIVEN;
  return {
    jobId,
    jobTitle: job?.title ?? "",
    total: loaded.rows.length,
    withdrawn: loaded.gone.length,
    stages,
    timeToHire: { hires: hireDays.length, medianDays: medianDays(hireDays) },
    sources,
    eeo:
      actor.role === "admin"
        ? {
            gender: eeoGroups(
              [...genderOptions, NOT_GIVEN],
              (i) => answer(people[i]?.gender ?? null, genderOptions),
              furthest,
              funnel,
            ),
            ethnicity: eeoGroups(
              [...ethnicityOptions, NOT_GIVEN],
              (i) => answer(people[i]?.ethnicity ?? null, ethnicityOptions),
              furthest,
              funnel,
            ),
          }
        : null,
  };
}
