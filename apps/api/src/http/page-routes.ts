import fs from "node:fs";
import path from "node:path";

/**
 * The route patterns of the web app, written by its build (apps/web/react-router.config.ts) as
 * `route-patterns.json` next to the pages: React Router's own spelling, e.g. "job/:jobId",
 * "universal-shell/:section?", "Purchase/*", "" for the home page. The catch-all is left out.
 */
export const routePatternsFile = "route-patterns.json";

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** One pattern as a regular expression over a URL path; matching ignores case, as React Router does. */
function patternToRegExp(pattern: string): RegExp {
  const segments = pattern.split("/").filter((segment) => segment !== "");
  let source = "";
  for (const segment of segments) {
    if (segment === "*") source += "(?:/.*)?";
    else if (segment.startsWith(":")) source += segment.endsWith("?") ? "(?:/[^/]+)?" : "/[^/]+";
    else source += `/${escapeRegExp(segment)}`;
  }
  return new RegExp(`^${source}/?$`, "i");
}

/** Whether a URL path (no query) is a page of the app, or undefined when the build lists no routes. */
export type PageMatcher = (urlPath: string) => boolean;

export function pageMatcher(patterns: readonly string[]): PageMatcher {
  const expressions = patterns.map(patternToRegExp);
  return (urlPath) => expressions.some((expression) => expression.test(urlPath));
}

/** The matcher of the build in `buildDir`, or undefined for a build without `route-patterns.json`. */
export function loadPageMatcher(buildDir: string): PageMatcher | undefined {
  const file = path.join(buildDir, routePatternsFile);
  if (!fs.existsSync(file)) return undefined;
  const patterns: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
  if (!Array.isArray(patterns) || !patterns.every((pattern) => typeof pattern === "string")) {
    throw new Error(`${file} must be a JSON array of route patterns`);
  }
  return pageMatcher(patterns);
}
