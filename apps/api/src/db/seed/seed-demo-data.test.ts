import { count, countDistinct, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "#api/platform/database.ts";
import { createTestDatabase } from "#api/testing/test-database.ts";
import { withTestDatabase } from "#api/testing/with-test-database.ts";
import { jobs } from "../schema.ts";
import { seedDemoData } from "./seed-demo-data.ts";

describe("demo data", () => {
  const { db } = withTestDatabase("pglite");

  it("seeds at least 50 open jobs from several companies and locations, once", async () => {
    const now = new Date("2026-06-01T12:00:00Z");
    const first = await seedDemoData(db(), now);
    expect(first.seeded).toBe(true);
    const [stats] = await db()
      .select({
        n: count(),
        companies: countDistinct(jobs.companyName),
        locations: countDistinct(jobs.location),
      })
      .from(jobs);
    expect(stats?.n).toBeGreaterThanOrEqual(50);
    expect(stats?.companies).toBeGreaterThanOrEqual(10);
    expect(stats?.locations).toBeGreaterThanOrEqual(10);

    const second = await seedDemoData(db(), now);
    expect(second).toEqual({ seeded: false, jobs: 0 });
    const [again] = await db().select({ n: count() }).from(jobs);
    expect(again?.n).toBe(stats?.n);
  });

  it("gives the demo jobs varied structured facts, the salary text written from the pay range", async () => {
    const rows = await db().select().from(jobs);
    const kinds = (pick: (job: (typeof rows)[number]) => string | null) =>
      [...new Set(rows.map(pick))].sort();
    expect(kinds((job) => job.employmentType)).toEqual([
      "contract",
      "full_time",
      "internship",
      "part_time",
      "temporary",
    ]);
    expect(kinds((job) => job.workplace)).toEqual(["hybrid", "on_site", "remote"]);
    expect(kinds((job) => job.salaryPeriod)).toEqual(["hour", "month", null, "year"]);
    expect(kinds((job) => job.countryCode).length).toBeGreaterThanOrEqual(10);
    expect(kinds((job) => job.department).length).toBeGreaterThanOrEqual(6);
    for (const job of rows.filter((row) => row.workplace === "remote")) {
      expect(job.remoteCountries?.length).toBeGreaterThanOrEqual(1);
      expect(job.city).toBeNull();
    }
    const devops = rows.find((job) => job.title === "Senior DevOps Engineer");
    expect(devops).toMatchObject({
      salary: "$145,000–$170,000 a year",
      salaryMin: 145000,
      salaryMax: 170000,
      salaryCurrency: "USD",
      employmentType: "full_time",
      workplace: "hybrid",
      city: "Austin",
      countryCode: "US",
    });
    expect(rows.find((job) => job.title === "Software Engineering Intern, Automation")?.salary).toBe(
      "$32–$38 an hour",
    );
  });

  it("does not bring deleted demo jobs back", async () => {
    await db().delete(jobs);
    await seedDemoData(db());
    const [row] = await db().select({ n: count() }).from(jobs);
    expect(row?.n).toBe(0);
  });

  it("gives every job an HTML description and a posting date in the past", async () => {
    const fresh = await createTestDatabase("pglite");
    try {
      const now = new Date();
      await seedDemoData(fresh.db, now);
      const rows = await fresh.db.select().from(jobs);
      for (const job of rows) {
        expect(job.descriptionHtml).toMatch(/<p>|<ul>/);
        expect(job.postedAt.getTime()).toBeLessThanOrEqual(now.getTime());
      }
      const terraform = await queryRows(
        fresh.db,
        sql`select 1 from jobs where search_vector @@ websearch_to_tsquery('english', 'terraform')`,
      );
      expect(terraform.length).toBeGreaterThanOrEqual(2);
    } finally {
      await fresh.dispose();
    }
  });
});
