import { jobMessages } from "@site/contract/api/job-posts";
import { desc, eq, sql } from "drizzle-orm";
import { applications, applicationWithdrawals, jobs, profiles, storedFiles, users } from "#api/db/schema.ts";
import { NotFound } from "#api/http/errors.ts";
import { downloadLink } from "#api/modules/files/public.ts";
import type { Db } from "#api/platform/database.ts";
import type { LinkSigner } from "#api/platform/signing.ts";
import { interviewStates } from "./interviews.ts";

/** The job whose pipeline is asked for, or 404 "Job not found". */
async function pipelineJob(db: Db, jobId: number) {
  const [job] = await db
    .select({
      jobId: jobs.id,
      jobTitle: jobs.title,
      companyName: jobs.companyName,
      status: jobs.status,
      postedByUserId: jobs.postedByUserId,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  if (!job) throw new NotFound(jobMessages.jobNotFound);
  return job;
}

/** The account that posted the job (null for an imported one), or 404: the route's ownerOf. */
export async function pipelineOwner(db: Db, jobId: number): Promise<string | null> {
  return (await pipelineJob(db, jobId)).postedByUserId;
}

/**
 * A job's applications, newest first, each with its stage and a way to reach the candidate: the
 * account's address and profile for those who applied signed in, else what the resume-only
 * applicant typed or their resume gave.
 */
export async function jobPipeline(db: Db, signer: LinkSigner, jobId: number, now: Date) {
  const { postedByUserId: _owner, ...job } = await pipelineJob(db, jobId);
  const notes = sql<number>`(select count(*) from "application_notes" n where n."application_id" = ${applications.id})`;
  const rows = await db
    .select({
      id: applications.id,
      createdAt: applications.createdAt,
      withProfile: applications.withProfile,
      userId: applications.userId,
      stage: applications.stage,
      rejectionReason: applications.rejectionReason,
      stageChangedAt: applications.stageChangedAt,
      applicantName: applications.applicantName,
      applicantEmail: applications.applicantEmail,
      applicantPhone: applications.applicantPhone,
      emailFromResume: applications.emailFromResume,
      accountEmail: users.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      phone: profiles.phoneNumber,
      fileId: storedFiles.id,
      fileName: storedFiles.originalName,
      notes: notes.mapWith(Number),
    })
    .from(applications)
    .leftJoin(users, eq(users.id, applications.userId))
    .leftJoin(profiles, eq(profiles.userId, applications.userId))
    .leftJoin(storedFiles, eq(storedFiles.id, applications.resumeFileId))
    .where(eq(applications.jobId, jobId))
    .orderBy(desc(applications.createdAt), desc(applications.id));
  const withdrawn = await db
    .select({
      stage: applicationWithdrawals.stage,
      appliedAt: applicationWithdrawals.appliedAt,
      withdrawnAt: applicationWithdrawals.withdrawnAt,
    })
    .from(applicationWithdrawals)
    .where(eq(applicationWithdrawals.jobId, jobId))
    .orderBy(desc(applicationWithdrawals.withdrawnAt));
  const interviewsOf = await interviewStates(
    db,
    rows.map((row) => row.id),
  );
  return {
    job,
    data: rows.map((row) => {
      const profileName = [row.firstName, row.lastName].filter(Boolean).join(" ");
      return {
        applicationId: row.id,
        appliedAt: row.createdAt.toISOString(),
        applicantName: profileName || row.applicantName,
        applicantEmail: row.accountEmail ?? row.applicantEmail,
        applicantPhone: row.phone || row.applicantPhone,
        emailFromResume: !row.accountEmail && row.emailFromResume,
        source: row.withProfile || row.userId ? ("profile" as const) : ("resume" as const),
        resumeName: row.fileName ?? "",
        resumeLink: row.fileId ? downloadLink(signer, row.fileId, now) : "",
        stage: row.stage,
        rejectionReason: row.rejectionReason,
        stageChangedAt: row.stageChangedAt?.toISOString() ?? "",
        notes: row.notes,
        interview: interviewsOf.get(row.id) ?? null,
      };
    }),
    withdrawn: withdrawn.map((row) => ({
      stage: row.stage,
      appliedAt: row.appliedAt.toISOString(),
      withdrawnAt: row.withdrawnAt.toISOString(),
    })),
  };
}
