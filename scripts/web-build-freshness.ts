// Whether the web build is older than the sources it is made of, for `npm start` (scripts/start.mjs):
// after a `git pull` or an edit, the site must not serve yesterday's pages.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

/** What the web build is made of, relative to the repository's root. */
export const webBuildInputs = [
  "apps/web/app",
  "apps/web/public",
  "apps/web/vite.config.ts",
  "apps/web/react-router.config.ts",
  "apps/web/islands-plugin.ts",
  "apps/web/package.json",
  "packages/content/src",
  "packages/contract/src",
  "scripts/build-docs.ts",
  "scripts/build-white-paper.ts",
  "scripts/build-llms.ts",
];

/** Files the build writes into its own inputs (generated docs): never a reason to rebuild. */
const generated = [`${path.sep}generated${path.sep}`];

function walk(file: string, visit: (file: string, mtimeMs: number) => void): void {
  let stat: ReturnType<typeof statSync>;
  try {
    stat = statSync(file);
  } catch {
    return; // an input that does not exist (yet) changes nothing
  }
  if (stat.isDirectory()) {
    for (const name of readdirSync(file)) {
      if (name === "node_modules" || name.startsWith(".")) continue;
      walk(path.join(file, name), visit);
    }
  } else {
    visit(file, stat.mtimeMs);
  }
}

/**
 * "missing" when there is no build, "stale" when a source file was changed after the build began
 * (its oldest output file), "fresh" otherwise; `changed` names one newer source, for the log.
 */
export function webBuildState(
  root: string,
  inputs: readonly string[] = webBuildInputs,
): { state: "missing" | "stale" | "fresh"; changed?: string } {
  let builtAt = Number.POSITIVE_INFINITY;
  walk(path.join(root, "apps/web/build/client"), (_file, mtimeMs) => {
    builtAt = Math.min(builtAt, mtimeMs);
  });
  if (builtAt === Number.POSITIVE_INFINITY) return { state: "missing" };
  let changed: string | undefined;
  for (const input of inputs) {
    walk(path.join(root, input), (file, mtimeMs) => {
      if (changed === undefined && mtimeMs > builtAt && !generated.some((g) => file.includes(g))) {
        changed = path.relative(root, file);
      }
    });
    if (changed) return { state: "stale", changed };
  }
  return { state: "fresh" };
}
