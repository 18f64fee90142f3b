import { ethnicityOptions, genderOptions } from "@site/contract/api/accounts";
import { EEO_MIN_GROUP, type HiringReport, type StageFlow } from "@site/contract/api/applications";
import { asc, eq } from "drizzle-orm";
import {
  applicationStageChanges,
  applications,
  applicationWithdrawals,
  jobs,
  profiles,
} from "#api/db/schema.ts";
import type { SessionUser } from "#api/modules/accounts/public.ts";
import type { Db } from "#api/platform/database.ts";
import { listJobStages } from "./job-stages.ts";

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

/**
 * One job's hiring report (the route's ownerOf has checked the job and the caller): for each stage
 * in board order how many applications reached it or a later one, the share that went on, how many
 * are there now, how many were rejected or withdrawn from it and the median days spent in it; the
 * time to hire; applications by source; and for admins the voluntary EEO answers in aggregate. A
 * withdrawn application has no stage history left (remove-application.ts keeps its stage only): it
 * counts as having reached the stage it was withdrawn from, and in no time in stage.
 */
export async function hiringReport(db: Db, actor: SessionUser, jobId: number): Promise<HiringReport> {
  const [job] = await db.select({ title: jobs.title }).from(jobs).where(eq(jobs.id, jobId));
  const board = await listJobStages(db, jobId);
  const rows = await db
    .select({
      id: applications.id,
      createdAt: applications.createdAt,
      stage: applications.stage,
      withProfile: applications.withProfile,
      gender: profiles.gender,
      ethnicity: profiles.ethnicity,
    })
    .from(applications)
    .leftJoin(profiles, eq(profiles.userId, applications.userId))
    .where(eq(applications.jobId, jobId))
    .orderBy(asc(applications.createdAt), asc(applications.id));
  const moves = await db
    .select({
      applicationId: applicationStageChanges.applicationId,
      toStage: applicationStageChanges.toStage,
      at: applicationStageChanges.createdAt,
    })
    .from(applicationStageChanges)
    .innerJoin(applications, eq(applications.id, applicationStageChanges.applicationId))
    .where(eq(applications.jobId, jobId))
    .orderBy(asc(applicationStageChanges.createdAt), asc(applicationStageChanges.id));
  const gone = await db
    .select({
      stage: applicationWithdrawals.stage,
      gender: profiles.gender,
      ethnicity: profiles.ethnicity,
    })
    .from(applicationWithdrawals)
    .leftJoin(profiles, eq(profiles.userId, applicationWithdrawals.userId))
    .where(eq(applicationWithdrawals.jobId, jobId));
  const visits = new Map<string, Visit[]>(
    rows.map((row) => [row.id, [{ stage: "applied", at: row.createdAt.getTime() }]]),
  );
  for (const move of moves)
    visits.get(move.applicationId)?.push({ stage: move.toStage, at: move.at.getTime() });

  // The funnel: every live stage but Rejected, in board order.
  const funnel = board.stages.filter((stage) => stage.key !== "rejected").map((stage) => stage.key);
  const position = new Map(funnel.map((key, index) => [key, index]));
  const reached = funnel.map(() => 0);
  /** An application whose furthest stage is funnel[last] reached every stage up to it. */
  const reach = (last: number) => {
    for (let i = 0; i <= last; i++) reached[i] = (reached[i] ?? 0) + 1;
    return last;
  };
  const rejectedHere = new Map<string, number>();
  const stays = new Map<string, number[]>();
  let everRejected = 0;
  const hireDays: number[] = [];
  const furthestOnBoard = rows.map((row) => {
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
  // Every application, on the board or withdrawn, in one list for the EEO groups.
  const people = [...rows, ...gone];
  const furthest = [...furthestOnBoard, ...furthestWithdrawn];
  const stages: StageFlow[] = board.stages.map((stage) => {
    const index = position.get(stage.key);
    const here = index === undefined ? everRejected : (reached[index] ?? 0);
    const nextReached = index === undefined ? undefined : reached[index + 1];
    const days = median(stays.get(stage.key) ?? []);
    return {
      key: stage.key,
      name: stage.name,
      reached: here,
      passedOn: nextReached === undefined || here === 0 ? null : round(nextReached / here, 3),
      now: stage.applications,
      rejectedHere: rejectedHere.get(stage.key) ?? 0,
      withdrawnHere: withdrawnHere.get(stage.key) ?? 0,
      medianDays: days === null ? null : round(days, 1),
    };
  });
  const sources = (["profile", "resume"] as const).map((source) => {
    const of = rows.filter((row) => row.withProfile === (source === "profile"));
    return { source, applications: of.length, hired: of.filter((row) => row.stage === "hired").length };
  });
  const answer = (value: string | null, options: readonly string[]) =>
    value && options.includes(value) ? value : NOT_GIVEN;
  return {
    jobId,
    jobTitle: job?.title ?? "",
    total: rows.length,
    withdrawn: gone.length,
    stages,
    timeToHire: {
      hires: hireDays.length,
      medianDays: hireDays.length === 0 ? null : round(median(hireDays) as number, 1),
    },
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
