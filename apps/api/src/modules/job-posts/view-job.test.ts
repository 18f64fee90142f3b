import { describe, expect, it } from "vitest";
import { bareJob, WRITES_AT } from "#api/testing/jobs.ts";
import { databaseKinds } from "#api/testing/test-database.ts";
import { withTestDatabase } from "#api/testing/with-test-database.ts";
import { createJobs } from "./create-job.ts";
import { findJob } from "./view-job.ts";

describe.each(databaseKinds())("findJob on %s", (kind) => {
  const { db } = withTestDatabase(kind);

  it("reads every column a caller uses, not the search vector nor the yearly salary (decision 141)", async () => {
    const [id] = await createJobs(
      db(),
      [{ ...bareJob, salaryMin: 50_000, salaryCurrency: "EUR" }],
      WRITES_AT,
    );
    const job = await findJob(db(), id as number);
    expect(Object.keys(job).sort()).toEqual([
      "city",
      "companyIconUrl",
      "companyName",
      "countryCode",
      "department",
      "descriptionHtml",
      "employmentType",
      "id",
      "location",
      "postedAt",
      "postedByUserId",
      "publishAt",
      "remoteCountries",
      "salary",
      "salaryCurrency",
      "salaryMax",
      "salaryMin",
      "salaryPeriod",
      "seniority",
      "status",
      "title",
      "validThrough",
      "workplace",
    ]);
    expect(job).toMatchObject({ title: "SRE", salaryMin: 50_000, salaryCurrency: "EUR", status: "open" });
  });
});
