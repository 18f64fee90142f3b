import { createJobs, type NewJob } from "../modules/job-posts/public.ts";
import type { Db } from "../platform/database.ts";

/**
 * One open job posted now by the account `postedByUserId` (null: by no account, as an imported
 * job), straight in the database: a Platform Engineer at Bluepeak in Berlin unless `fields` say
 * otherwise. Answers its id.
 */
export async function postedJob(
  db: Db,
  postedByUserId: string | null,
  fields: Partial<NewJob> = {},
  postedAt: Date = new Date(),
): Promise<number> {
  const [id] = await createJobs(
    db,
    [
      {
        title: "Platform Engineer",
        companyName: "Bluepeak",
        location: "Berlin",
        descriptionHtml: "<p>x</p>",
        postedByUserId,
        ...fields,
      },
    ],
    postedAt,
  );
  if (id === undefined) throw new Error("no job");
  return id;
}

/** The clock of the tests that call the job writes and lists directly on a database of their own. */
export const WRITES_AT = new Date("2026-11-23T10:00:00.000Z");

/** The fewest fields a job post needs, for the tests that call the job writes directly. */
export const bareJob = { title: "SRE", companyName: "Acme", location: "Remote", descriptionHtml: "<p>x</p>" };

/** An open job "Analyst" at Acme, remote, posted now by no account (the mail and message tests' job). */
export const remoteAnalystJob = (db: Db) =>
  postedJob(db, null, { title: "Analyst", companyName: "Acme", location: "Remote" });

/**
 * The search page's two jobs (decisions 124, 134): Platform <Engineer> at Bluepeak Cloud in Berlin,
 * then Payroll Accountant at Northwind Robotics in Lyon, posted a day apart. Answers their ids.
 */
export const twoSearchPageJobs = (db: Db): Promise<number[]> =>
  createJobs(
    db,
    [
      {
        title: "Platform <Engineer>",
        companyName: "Bluepeak Cloud",
        location: "Berlin, Germany",
        descriptionHtml: "<p>Operate clusters.</p>",
        postedAt: new Date("2026-10-01T12:00:00Z"),
      },
      {
        title: "Payroll Accountant",
        companyName: "Northwind Robotics",
        location: "Lyon, France",
        descriptionHtml: "<p>Pay people.</p>",
        postedAt: new Date("2026-10-02T12:00:00Z"),
      },
    ],
    new Date("2026-10-02T12:00:00Z"),
  );
