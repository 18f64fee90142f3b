import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { jobs } from "#api/db/schema.ts";
import { expectSampleSiteAt, openSite, sampleSiteFolder, siteConfig } from "#api/testing/sample-site.ts";
import { createTestDatabase } from "#api/testing/test-database.ts";
import { exportToPostgres } from "./export-to-postgres.ts";

const adminUrl = process.env.TEST_DATABASE_URL;

/** A new PostgreSQL database with nothing in it, not even the migrations. */
async function emptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_export_${randomBytes(6).toString("hex")}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(statement);
    await admin.end();
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl ?? "");
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

describe.runIf(adminUrl)("db:export to PostgreSQL", { timeout: 120_000 }, () => {
  const { site, sample } = sampleSiteFolder("site-export-");

  it("moves every row into an empty database; the server on it finds everything and ids continue", async () => {
    const target = await emptyDatabase();
    try {
      const { counts } = await exportToPostgres({ dataDir: site(), databaseUrl: target.url });
      expect(counts).toMatchObject({
        users: 2,
        sessions: 2,
        profiles: 2,
        jobs: 3,
        applications: 2,
        stored_files: 2,
        inquiries: 1,
      });
      // Files stay in DATA_DIR: the PostgreSQL site runs with the same DATA_DIR.
      expect(await expectSampleSiteAt(siteConfig(site(), target.url), sample())).toBe("postgres");
    } finally {
      await target.drop();
    }
  });

  it("refuses a database that already holds data, and changes nothing there", async () => {
    const target = await createTestDatabase("postgres");
    try {
      await target.db
        .insert(jobs)
        .values({ title: "Existing", companyName: "Other", location: "Paris", descriptionHtml: "<p>x</p>" });
      const where = new URL(target.url ?? "");
      await expect(exportToPostgres({ dataDir: site(), databaseUrl: target.url ?? "" })).rejects.toThrow(
        `The PostgreSQL database ${where.hostname}:${where.port || 5432}${where.pathname} already holds data (jobs): db:export only writes into an empty database. Create a new one and point DATABASE_URL at it.`,
      );
      const rows = await target.db.select({ title: jobs.title }).from(jobs);
      expect(rows).toEqual([{ title: "Existing" }]);
    } finally {
      await target.dispose();
    }
  });

  it("leaves sessions behind when asked, so everyone signs in again", async () => {
    const target = await emptyDatabase();
    try {
      const { counts } = await exportToPostgres({
        dataDir: site(),
        databaseUrl: target.url,
        skipSessions: true,
      });
      expect(counts.sessions).toBeUndefined();
      expect(counts.users).toBe(2);
      const app = await openSite(siteConfig(site(), target.url));
      try {
        const response = await app.app.inject({
          method: "POST",
          url: "/api/auth/validate-token",
          payload: { accessToken: sample().candidateToken },
        });
        expect(response.statusCode).toBe(401);
      } finally {
        await app.close();
      }
    } finally {
      await target.drop();
    }
  });
});
