import { and, desc, eq } from "drizzle-orm";
import { applications, profiles, storedFiles, users } from "#api/db/schema.ts";
import { downloadLink } from "#api/modules/files/public.ts";
import type { Db } from "#api/platform/database.ts";
import type { LinkSigner } from "#api/platform/signing.ts";

/** The applications to one job, newest first, each with a signed link to its resume. */
export async function listApplicants(db: Db, signer: LinkSigner, jobId: number, now: Date) {
  const rows = await db
    .select({
      id: applications.id,
      createdAt: applications.createdAt,
      withProfile: applications.withProfile,
      email: users.email,
      typedEmail: applications.applicantEmail,
      typedName: applications.applicantName,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      fileId: storedFiles.id,
      fileName: storedFiles.originalName,
    })
    .from(applications)
    .leftJoin(users, eq(users.id, applications.userId))
    .leftJoin(profiles, eq(profiles.userId, applications.userId))
    .leftJoin(storedFiles, eq(storedFiles.id, applications.resumeFileId))
    .where(and(eq(applications.jobId, jobId)))
    .orderBy(desc(applications.createdAt));
  return rows.map((row) => ({
    applicationId: row.id,
    appliedAt: row.createdAt.toISOString(),
    // A resume-only applicant's contact is what they typed, or what their resume gave (decision 037).
    applicantEmail: row.email ?? row.typedEmail,
    applicantName: [row.firstName, row.lastName].filter(Boolean).join(" ") || row.typedName,
    withProfile: row.withProfile,
    resumeName: row.fileName ?? "",
    resumeLink: row.fileId ? downloadLink(signer, row.fileId, now) : "",
  }));
}
