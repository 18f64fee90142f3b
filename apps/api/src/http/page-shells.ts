import fs from "node:fs";
import path from "node:path";
import { pageMatcher } from "./page-routes.ts";

/**
 * The job portal's prerendered shells, listed by the web build (apps/web/react-router.config.ts)
 * in `page-shells.json`: a route pattern and the HTML file answered for every path it matches,
 * in place of the empty SPA fallback (docs/decisions/049-search-page-speed.md).
 */
export const pageShellsFile = "page-shells.json";

/** The shell file (relative to the build) for a URL path, or undefined. */
export type ShellFinder = (urlPath: string) => string | undefined;

export function loadPageShells(buildDir: string): ShellFinder {
  const file = path.join(buildDir, pageShellsFile);
  if (!fs.existsSync(file)) return () => undefined;
  const listed: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
  const valid =
    Array.isArray(listed) &&
    listed.every(
      (entry) =>
        typeof entry?.pattern === "string" &&
        typeof entry?.file === "string" &&
        /^[\w.-]+\.html$/.test(entry.file) &&
        fs.existsSync(path.join(buildDir, entry.file)),
    );
  if (!valid) throw new Error(`${file} must list {pattern, file} of HTML files in the build`);
  const shells = (listed as { pattern: string; file: string }[]).map((entry) => ({
    matches: pageMatcher([entry.pattern]),
    file: entry.file,
  }));
  return (urlPath) => shells.find((shell) => shell.matches(urlPath))?.file;
}
