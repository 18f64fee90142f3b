// The Node.js flags the API process runs with, from node-flags.json: the same for `npm start`
// (scripts/start.mjs) and the benches that measure it (bench/api, bench/startup).
import { readFileSync } from "node:fs";
import path from "node:path";

interface NodeFlagsFile {
  flags: string[];
  embedded?: string[];
  postgres?: string[];
}

/**
 * The flags of the API started from the checkout at `root`: the common ones, then the embedded
 * database's or PostgreSQL's (a non-empty DATABASE_URL means PostgreSQL, as config.ts reads it).
 * A file with `flags` alone (an older checkout) gives those for both.
 */
export function apiNodeFlags(root: string, databaseUrl: string | undefined): string[] {
  const file: NodeFlagsFile = JSON.parse(readFileSync(path.join(root, "apps/api/node-flags.json"), "utf8"));
  const own = databaseUrl ? file.postgres : file.embedded;
  return [...file.flags, ...(own ?? [])];
}
