// Search relevance (issue 30): loads bench/search-relevance/corpus.json into an empty job table the
// way the app seeds its demo posts (demoJobRow, createJobs), asks every query of the dev and
// held-out sets through POST /api/search_jobs of the real app (first page, 10 posts), and scores
// the pages against the judgements beside a naive pg_trgm search (peer.ts). PGlite always;
// PostgreSQL as well when BENCH_DATABASE_URL is set (a database the bench may empty).
// A benchmark: it prints figures and writes bench/results/search-relevance-<date>.json (or
// --out NAME), it does not fail on low figures.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { searchJobs } from "@site/contract/api/job-posts";
import { buildApp } from "../../apps/api/src/app.ts";
import { jobs } from "../../apps/api/src/db/schema.ts";
import type { DemoJob } from "../../apps/api/src/db/seed/demo-jobs.ts";
import { demoJobRow } from "../../apps/api/src/db/seed/seed-demo-data.ts";
import { createJobs } from "../../apps/api/src/modules/job-posts/public.ts";
import { type Database, openPglite, openPostgres } from "../../apps/api/src/platform/database.ts";
import { testConfig } from "../../apps/api/src/testing/test-app.ts";
import { recreateSchema } from "../api/bench-database.ts";
import { pglitePeer, postgresPeer, type TrigramPeer } from "./peer.ts";
import { formatSet, type RelevanceQuery, runSet, type SetResult } from "./report.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const data = path.join(here, "..", "search-relevance");
const read = <T>(file: string) => JSON.parse(readFileSync(path.join(data, file), "utf8")) as T;

const corpus = read<(DemoJob & { id: string })[]>("corpus.json");
/** The held-out set is for the final version only (README rule 2): BENCH_SETS=dev while tuning. */
const setFiles = {
  dev: "queries.json",
  heldout: "queries.heldout.json",
  // Round 2 (issue 30, decision 085): written by someone who had not read the code; run once.
  "heldout-2": "queries.heldout-2.json",
  // Round 3 (issue 30, after decision 088): written by someone who had not read the code; run once.
  "heldout-3": "queries.heldout-3.json",
  // Round 4 (issue 30, this session): written by someone who had not read the code; run once.
  "heldout-4": "queries.heldout-4.json",
  // Round 5 (issue 30, decision 101): written by someone who had not read the code; run before and once at the end.
  "heldout-5": "queries.heldout-5.json",
  // Round 6: written by someone who had not read the code, before any change; run once.
  "heldout-6": "queries.heldout-6.json",
  "heldout-7": "queries.heldout-7.json",
  // Round 8: written blind, before this round's changes; run on the code before them and once at the end.
  "heldout-8": "queries.heldout-8.json",
  "heldout-9": "queries.heldout-9.json",
  "heldout-10": "queries.heldout-10.json",
} as const;
const sets = (process.env.BENCH_SETS ?? "dev,heldout")
  .split(",")
  .map((name) => name.trim())
  .filter((name): name is keyof typeof setFiles => name in setFiles);
const postgresUrl = process.env.BENCH_DATABASE_URL;
const outArg = process.argv.indexOf("--out");
const outName =
  (outArg > 0 ? process.argv[outArg + 1] : undefined) ??
  `search-relevance-${new Date().toISOString().slice(0, 10)}.json`;

interface Loaded {
  database: Database;
  peer: TrigramPeer;
  /** Job id in the database → post id of the corpus. */
  postIds: Map<number, string>;
}

/** An empty, migrated database holding the corpus as the app stores posts, and the peer beside it. */
async function load(kind: "pglite" | "postgres"): Promise<Loaded> {
  if (kind === "postgres" && postgresUrl) await recreateSchema(postgresUrl);
  const database =
    kind === "postgres" && postgresUrl ? await openPostgres(postgresUrl) : await openPglite(undefined);
  await database.migrate();
  const now = new Date();
  const ids = await createJobs(
    database.db,
    corpus.map((post) => demoJobRow(post, now)),
    now,
  );
  if (ids.length !== corpus.length) throw new Error(`stored ${ids.length} of ${corpus.length} posts`);
  const postIds = new Map(ids.map((id, index) => [id, corpus[index]?.id ?? "?"]));
  const peer =
    kind === "postgres" && postgresUrl
      ? await postgresPeer(postgresUrl)
      : await pglitePeer(
          await database.db
            .select({
              id: jobs.id,
              title: jobs.title,
              descriptionHtml: jobs.descriptionHtml,
              status: jobs.status,
              postedAt: jobs.postedAt,
            })
            .from(jobs),
        );
  return { database, peer, postIds };
}

async function run(kind: "pglite" | "postgres"): Promise<SetResult[]> {
  const { database, peer, postIds } = await load(kind);
  const config = await testConfig(kind === "postgres" && postgresUrl ? { DATABASE_URL: postgresUrl } : {});
  // As test apps do: no load shedding on event-loop lag, which a loaded 2-core machine would trip.
  const app = await buildApp(
    { config, database },
    { loadShedding: { maxEventLoopDelayMs: 0, sampleIntervalMs: 1000 } },
  );
  await app.ready();
  const toPosts = (ids: readonly number[]) => ids.map((id) => postIds.get(id) ?? `job ${id}`);
  let client = 0;
  const ours = async (keyword: string) => {
    client += 1;
    const reply = await app.inject({
      method: searchJobs.method,
      url: searchJobs.path,
      // One address per request: the per-address limits count visitors, not this run.
      remoteAddress: `10.30.${(client >> 8) & 255}.${client & 255}`,
      payload: { accessToken: null, keyword, page: 1 },
    });
    if (reply.statusCode !== 200) throw new Error(`search_jobs answered ${reply.statusCode}: ${reply.body}`);
    return toPosts(searchJobs.response.parse(reply.json()).data.map((job) => job.jobId));
  };
  try {
    const results: SetResult[] = [];
    for (const set of sets)
      results.push(
        await runSet(set, read<RelevanceQuery[]>(setFiles[set]), ours, async (q) =>
          toPosts(await peer.search(q)),
        ),
      );
    return results;
  } finally {
    await app.close();
    await peer.close();
    await database.close();
  }
}

// BENCH_DATABASES=postgres skips PGlite while iterating (PGlite is slow); a final run uses both.
const only = process.env.BENCH_DATABASES?.split(",").map((name) => name.trim());
const kinds = (postgresUrl ? (["pglite", "postgres"] as const) : (["pglite"] as const)).filter(
  (kind) => !only || only.includes(kind),
);
const byDatabase: { database: string; sets: SetResult[] }[] = [];
console.log(`Search relevance: ${corpus.length} posts, sets ${sets.join(", ")}, first page of 10\n`);
for (const kind of kinds) {
  const started = Date.now();
  const results = await run(kind);
  byDatabase.push({ database: kind, sets: results });
  console.log(`### ${kind} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
  for (const result of results) console.log(`${formatSet(result)}\n`);
}
const [first, ...others] = byDatabase;
for (const other of others) {
  const same =
    JSON.stringify(other.sets.map((s) => s.queries)) === JSON.stringify(first?.sets.map((s) => s.queries));
  console.log(`${other.database} ranked every query as ${first?.database} did: ${same ? "yes" : "no"}`);
}
const file = path.join(here, "..", "results", outName);
writeFileSync(
  file,
  `${JSON.stringify({ date: new Date().toISOString(), posts: corpus.length, results: byDatabase }, null, 2)}\n`,
);
// In the repository's format, so that a committed result passes the lint.
spawnSync("npx", ["biome", "format", "--write", file], { stdio: "ignore" });
console.log(`\nwritten to ${path.relative(process.cwd(), file)}`);
