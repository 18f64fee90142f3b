import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";

const drizzleFolder = path.resolve(import.meta.dirname, "../../../drizzle");

interface Journal {
  entries: { idx: number; tag: string }[];
}

describe("the hiring pipeline migration", () => {
  const made: string[] = [];
  afterAll(() => Promise.all(made.map((dir) => fs.rm(dir, { recursive: true, force: true }))));

  /** A migrations folder holding only the migrations before the one whose tag ends with `tagEnd`. */
  async function migrationsBefore(tagEnd: string): Promise<string> {
    const journal = JSON.parse(
      await fs.readFile(path.join(drizzleFolder, "meta/_journal.json"), "utf8"),
    ) as Journal;
    const mine = journal.entries.findIndex((entry) => entry.tag.endsWith(tagEnd));
    expect(mine).toBeGreaterThan(0);
    const before = await fs.mkdtemp(path.join(os.tmpdir(), "migrations-before-"));
    made.push(before);
    await fs.mkdir(path.join(before, "meta"));
    const earlier = journal.entries.slice(0, mine);
    await fs.writeFile(
      path.join(before, "meta/_journal.json"),
      JSON.stringify({ ...journal, entries: earlier }),
    );
    for (const entry of earlier)
      await fs.copyFile(path.join(drizzleFolder, `${entry.tag}.sql`), path.join(before, `${entry.tag}.sql`));
    return before;
  }

  /** Migrates a new database up to the migration whose tag ends with `tagEnd`, runs `seed`, migrates the rest, then `check`s. */
  async function migrateOver(tagEnd: string, seed: string, check: (client: PGlite) => Promise<void>) {
    const before = await migrationsBefore(tagEnd);
    const client = new PGlite();
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: before });
      await client.exec(seed);
      await migrate(db, { migrationsFolder: drizzleFolder });
      await check(client);
    } finally {
      await client.close();
    }
  }

  it("puts applications that existed before it at Applied, with no history", async () => {
    // The migrations before this one, as a database that already held applications had them.
    const seed = `
        insert into jobs (title, company_name, location, description_html) values ('Old job', 'Acme', 'Remote', '<p>x</p>');
        insert into applications (job_id) select id from jobs;
        insert into applications (job_id) select id from jobs;`;
    await migrateOver("_hiring_pipeline", seed, async (client) => {
      const { rows } = await client.query<{ stage: string; rejection_reason: string }>(
        "select stage, rejection_reason from applications",
      );
      expect(rows).toEqual([
        { stage: "applied", rejection_reason: "" },
        { stage: "applied", rejection_reason: "" },
      ]);
      const history = await client.query("select * from application_stage_changes");
      expect(history.rows).toEqual([]);
    });
  });

  it("gives every existing job today's stages between the fixed ends, and keeps each application's stage", async () => {
    const seed = `
        insert into jobs (title, company_name, location, description_html) values ('Old job', 'Acme', 'Remote', '<p>x</p>');
        insert into applications (job_id, stage) select id, 'interview' from jobs;
        insert into applications (job_id, stage) select id, 'rejected' from jobs;
        insert into application_stage_changes (application_id, from_stage, to_stage)
          select id, 'applied', 'interview' from applications where stage = 'interview';`;
    await migrateOver("_custom_pipeline_stages", seed, async (client) => {
      const stages = await client.query<{ key: string; name: string; position: number; removed: boolean }>(
        "select key, name, position, removed from job_stages order by position",
      );
      expect(stages.rows).toEqual([
        { key: "screening", name: "Screening", position: 1, removed: false },
        { key: "interview", name: "Interview", position: 2, removed: false },
        { key: "offer", name: "Offer", position: 3, removed: false },
      ]);
      const kept = await client.query<{ stage: string }>("select stage from applications order by stage");
      expect(kept.rows).toEqual([{ stage: "interview" }, { stage: "rejected" }]);
      const history = await client.query<{ from_stage: string; to_stage: string }>(
        "select from_stage, to_stage from application_stage_changes",
      );
      expect(history.rows).toEqual([{ from_stage: "applied", to_stage: "interview" }]);
      // A new application still starts at Applied.
      await client.exec("insert into applications (job_id) select id from jobs");
      const fresh = await client.query<{ n: number }>(
        "select count(*)::int as n from applications where stage = 'applied'",
      );
      expect(fresh.rows).toEqual([{ n: 1 }]);
    });
  });
});
