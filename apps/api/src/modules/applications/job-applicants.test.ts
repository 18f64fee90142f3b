import { describe, expect, it } from "vitest";
import { applications, profiles, storedFiles } from "#api/db/schema.ts";
import { createJobs } from "#api/modules/job-posts/public.ts";
import { createLinkSigner } from "#api/platform/signing.ts";
import { accountWithSession } from "#api/testing/accounts.ts";
import { bareJob, WRITES_AT } from "#api/testing/jobs.ts";
import { databaseKinds } from "#api/testing/test-database.ts";
import { withTestDatabaseAndActors } from "#api/testing/with-test-database.ts";
import { listApplicants } from "./job-applicants.ts";

const T = WRITES_AT;
const base = bareJob;

// A job's applicants as its employer lists them, called directly on a database of their own (moved
// here from job-posts/job-writes.test.ts with the list).
describe.each(databaseKinds())("a job's applicants on %s", (kind) => {
  const { db, actor } = withTestDatabaseAndActors(kind);

  it("names an applicant by the profile's name, else the typed one, and shows a resume that is gone as none", async () => {
    const employer = await actor("employer");
    const [jobId] = await createJobs(db(), [{ ...base, postedByUserId: employer.userId }], T);
    const candidate = await accountWithSession(db());
    await db().insert(profiles).values({ userId: candidate.id, firstName: "Ada", lastName: "Lovelace" });
    const [file] = await db()
      .insert(storedFiles)
      .values({
        storageKey: `k-${candidate.id}.pdf`,
        originalName: "ada.pdf",
        contentType: "application/pdf",
        sizeBytes: 3,
      })
      .returning();
    await db()
      .insert(applications)
      .values([
        {
          jobId: jobId as number,
          userId: candidate.id,
          resumeFileId: file?.id,
          withProfile: true,
          createdAt: T,
        },
        {
          jobId: jobId as number,
          resumeFileId: null,
          applicantName: "Grace Hopper",
          applicantEmail: "grace@example.com",
          createdAt: new Date(T.getTime() - 1000),
        },
      ]);
    const listed = await listApplicants(db(), createLinkSigner(Buffer.alloc(32, 1)), jobId as number, T);
    expect(
      listed.map(({ applicantName, applicantEmail, resumeName }) => ({
        applicantName,
        applicantEmail,
        resumeName,
      })),
    ).toEqual([
      { applicantName: "Ada Lovelace", applicantEmail: candidate.email, resumeName: "ada.pdf" },
      { applicantName: "Grace Hopper", applicantEmail: "grace@example.com", resumeName: "" },
    ]);
    expect(listed[0]?.resumeLink).toMatch(/^\/api\/viewAttachment\//);
    expect(listed[1]?.resumeLink).toBe("");
  });
});
