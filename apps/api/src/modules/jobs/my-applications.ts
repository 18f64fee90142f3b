import { jobMessages } from "@site/contract/api/jobs";
import { and, desc, eq } from "drizzle-orm";
import { applications, jobs } from "../../db/schema.ts";
import { NotFound } from "../../http/errors.ts";
import type { Db } from "../../platform/database.ts";
import { removeApplication } from "./remove-application.ts";

export async function listMyApplications(db: Db, userId: string) {
  const rows = await db
    .select({
      applicationId: applications.id,
      jobId: jobs.id,
      jobTitle: jobs.title,
      companyName: jobs.companyName,
      appliedAt: applications.createdAt,
      jobStatus: jobs.status,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.userId, userId))
    .orderBy(desc(applications.createdAt));
  return rows.map(({ appliedAt, jobStatus, ...row }) => ({
    ...row,
    appliedAt: appliedAt.toISOString(),
    status: jobStatus === "open" ? ("submitted" as const) : ("closed" as const),
  }));
}

/** Withdraws the candidate's own application; a resume no longer used anywhere is removed too. */
export async function withdrawApplication(
  db: Db,
  userId: string,
  applicationId: string,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const result = await removeApplication(
      tx,
      and(eq(applications.id, applicationId), eq(applications.userId, userId)),
    );
    if (!result.removed) throw new NotFound(jobMessages.applicationNotFound);
    return result.orphanKey;
  });
}
