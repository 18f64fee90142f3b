import { openJobsMessages } from "@site/contract/api/accounts";
import { and, count, eq, inArray, ne } from "drizzle-orm";
import { jobs, users } from "#api/db/schema.ts";
import { FieldError } from "#api/http/errors.ts";
import type { Db } from "#api/platform/database.ts";
import { findUserRow } from "./user-details.ts";

/** The jobs that need an owner: public ones and drafts (a scheduled draft would go public ownerless). */
const needOwner = ["open", "draft"] as const;

export async function countOpenJobs(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobs)
    .where(and(eq(jobs.postedByUserId, userId), inArray(jobs.status, [...needOwner])));
  return Number(row?.n ?? 0);
}

/** userOpenJobs: the count the removal dialog states, or NotFound. */
export async function openJobsOf(db: Db, email: string): Promise<number> {
  return countOpenJobs(db, (await findUserRow(db, email)).id);
}

export type OpenJobsChoice = { openJobs?: "transfer" | "close" | undefined; transferTo?: string | undefined };

/**
 * Before an account is erased, inside its transaction: its open jobs and drafts go to another
 * employer, or are closed. The account's row is locked first, so a job it posts meanwhile either
 * waits for this transaction (and then finds no account) or is committed before and counted here:
 * no open job is ever left without an owner. Refuses (409, at the `openJobs` field) when there are
 * open jobs and no choice.
 */
export async function settleOpenJobs(tx: Db, userId: string, choice: OpenJobsChoice): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  const open = await countOpenJobs(tx, userId);
  if (open === 0) return;
  if (choice.openJobs === undefined) throw new FieldError(409, "openJobs", openJobsMessages.choose(open));
  if (choice.openJobs === "close") {
    await tx
      .update(jobs)
      .set({ status: "closed", publishAt: null })
      .where(and(eq(jobs.postedByUserId, userId), inArray(jobs.status, [...needOwner])));
    return;
  }
  const [heir] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.email, choice.transferTo ?? ""),
        ne(users.id, userId),
        eq(users.status, "active"),
        inArray(users.role, ["employer", "admin"]),
      ),
    )
    // The heir cannot be removed while the jobs move to it.
    .for("share");
  if (!heir) throw new FieldError(400, "transferTo", openJobsMessages.transferToInvalid);
  // Every job of the account moves, closed ones too: their applicants stay with a hiring team.
  await tx.update(jobs).set({ postedByUserId: heir.id }).where(eq(jobs.postedByUserId, userId));
}
