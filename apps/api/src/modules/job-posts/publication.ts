import { PUBLISH_AT_MAX_DAYS, type Publication, publicationMessages } from "@site/contract/api/job-posts";
import { and, eq, isNotNull, lte } from "drizzle-orm";
import { jobs } from "#api/db/schema.ts";
import { Conflict, FieldError } from "#api/http/errors.ts";
import type { Db } from "#api/platform/database.ts";

/** Where a new post starts: open at once, a draft, or a draft with its publication time. */
export interface PublicationState {
  status: "draft" | "open";
  publishAt: Date | null;
}

/** A publication time the server accepts: after `now` and within PUBLISH_AT_MAX_DAYS. */
export function checkedPublishAt(value: string, now: Date): Date {
  const at = new Date(value);
  if (at.getTime() <= now.getTime())
    throw new FieldError(400, "publishAt", publicationMessages.publishAtPast);
  if (at.getTime() > now.getTime() + PUBLISH_AT_MAX_DAYS * 86_400_000) {
    throw new FieldError(400, "publishAt", publicationMessages.publishAtTooFar);
  }
  return at;
}

export function publicationState(
  publication: Publication,
  publishAt: string | undefined,
  now: Date,
): PublicationState {
  if (publication === "now") return { status: "open", publishAt: null };
  if (publication === "draft" || publishAt === undefined) return { status: "draft", publishAt: null };
  return { status: "draft", publishAt: checkedPublishAt(publishAt, now) };
}

/**
 * The draft goes public now. Its posted date is the moment it became public, so job alerts,
 * which mail what was posted since their last run, announce it once and never miss it.
 */
export async function publishDraft(db: Db, jobId: number, now: Date): Promise<void> {
  const published = await db
    .update(jobs)
    .set({ status: "open", postedAt: now, publishAt: null })
    .where(and(eq(jobs.id, jobId), eq(jobs.status, "draft")))
    .returning({ id: jobs.id });
  if (published.length === 0) throw new Conflict(publicationMessages.notADraft);
}

/** Sets (or with null clears) a draft's publication time. */
export async function scheduleDraft(
  db: Db,
  jobId: number,
  publishAt: string | null,
  now: Date,
): Promise<void> {
  const at = publishAt === null ? null : checkedPublishAt(publishAt, now);
  const changed = await db
    .update(jobs)
    .set({ publishAt: at })
    .where(and(eq(jobs.id, jobId), eq(jobs.status, "draft")))
    .returning({ id: jobs.id });
  if (changed.length === 0) throw new Conflict(publicationMessages.notADraft);
}

/**
 * Publishes every scheduled draft whose time has come, in one statement, and answers their ids.
 * Several instances may run it at once on one PostgreSQL: a row another round is publishing is
 * locked, and once that round commits this statement reads the row again, finds it no longer a
 * draft and skips it; so each post is published (and answered) by exactly one round.
 */
export async function publishDueJobs(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .update(jobs)
    .set({ status: "open", postedAt: now, publishAt: null })
    .where(and(eq(jobs.status, "draft"), isNotNull(jobs.publishAt), lte(jobs.publishAt, now)))
    .returning({ id: jobs.id });
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** A post that visitors must not see: a draft, shown only to its employer and admins. */
export const isDraft = (status: string) => status === "draft";
