import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { loadDemoJobs } from "../db/seed/demo-jobs.ts";
import { freePort, serverList, startServer, waitForStatus200 } from "../testing/server-process.ts";

const postgresUrl = process.env.TEST_DATABASE_URL;

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

// Issue 28, item 3: three instances start at once on an empty database. Migrations, the admin
// bootstrap and the demo data must each happen once, and every instance must reach ready.
describe.runIf(postgresUrl)(
  "three instances starting at once on an empty database",
  { timeout: 180_000 },
  () => {
    const servers = serverList();
    const name = `test_cold_${randomBytes(6).toString("hex")}`;
    const url = new URL(postgresUrl ?? "postgres://unset");
    url.pathname = `/${name}`;
    const dataDirs: string[] = [];
    afterAll(async () => {
      await servers.stopAll();
      await query(postgresUrl ?? "", `drop database if exists ${name} with (force)`);
      for (const dir of dataDirs) await fs.rm(dir, { recursive: true, force: true });
    });

    it("all reach ready; migrations, the admin and the demo data exist once", async () => {
      await query(postgresUrl ?? "", `create database ${name}`);
      const admin = `admin-${randomBytes(4).toString("hex")}@example.com`;
      const started = await Promise.all(
        [0, 1, 2].map(async () => {
          const port = await freePort();
          const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "site-cold-"));
          dataDirs.push(dataDir);
          const run = servers.add(
            startServer({
              DATABASE_URL: url.toString(),
              PORT: String(port),
              HOST: "127.0.0.1",
              DATA_DIR: dataDir,
              NODE_ENV: "production",
              LOG_LEVEL: "info",
              LOG_FORMAT: "json",
              SEED_DEMO_DATA: "true",
              ADMIN_EMAIL: admin,
              ADMIN_PASSWORD: "a cold start passphrase 42",
            }),
          );
          return { port, run };
        }),
      );
      await Promise.all(started.map(({ port, run }) => waitForStatus200(port, run, "/api/ready", 150_000)));
      for (const { run } of started) expect(run.alive(), run.output()).toBe(true);

      const outputs = started.map(({ run }) => run.output());
      expect(outputs.filter((output) => output.includes(`admin account ${admin} created`))).toHaveLength(1);
      expect(
        outputs.filter((output) => output.includes(`admin account ${admin} already exists`)),
      ).toHaveLength(2);
      const [counts] = await query<{ jobs: number; admins: number; markers: number; migrations: number }>(
        url.toString(),
        `select (select count(*)::int from jobs) as jobs,
              (select count(*)::int from users where email = '${admin}' and role = 'admin') as admins,
              (select count(*)::int from app_settings where key = 'demo_data_seeded_at') as markers,
              (select count(*)::int from drizzle.__drizzle_migrations) as migrations`,
      );
      const migrationFiles = (await fs.readdir(path.resolve(import.meta.dirname, "../../drizzle"))).filter(
        (file) => file.endsWith(".sql"),
      );
      expect(counts).toEqual({
        jobs: (await loadDemoJobs()).length,
        admins: 1,
        markers: 1,
        migrations: migrationFiles.length,
      });
    });
  },
);
