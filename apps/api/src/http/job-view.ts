import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { AccountMenuRenderer } from "./person-page.ts";
import type { JobPostRenderer, JobSearchView } from "./prerendered-job.ts";

/** Where the web build puts the job view for Node (apps/web/vite.job-view.config.ts), beside client/. */
export const jobViewFile = (buildDir: string) => path.join(buildDir, "..", "job-view", "job-view.js");

/**
 * The function `name` exported by the web build's server module `file`, or undefined when the build
 * has no such file or export (the page is then served as its shell and the app fills it in).
 */
export async function buildExport<T>(file: string, name: string): Promise<T | undefined> {
  if (!fs.existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  return typeof module[name] === "function" ? (module[name] as T) : undefined;
}

/** What a caller gave, else what `load` finds, loaded at the first call and only once. */
export function givenOrLoadedOnce<T>(given: T | undefined, load: () => Promise<T | undefined>) {
  let loaded: Promise<T | undefined> | undefined;
  return (): Promise<T | undefined> => {
    loaded ??= given ? Promise.resolve(given) : load();
    return loaded;
  };
}

/** The web build's server render of a job post (docs/decisions/078). */
export const loadJobView = (buildDir: string) =>
  buildExport<JobPostRenderer>(jobViewFile(buildDir), "renderJobPost");

/**
 * The web build's server render of the job search (docs/decisions/124-search-starts-the-app-on-use.md)
 * from the same module, or undefined for a build without it: the search is then sent as its shell.
 */
export async function loadSearchView(buildDir: string): Promise<JobSearchView | undefined> {
  const file = jobViewFile(buildDir);
  const body = await buildExport<JobSearchView["body"]>(file, "searchBodyOfQuery");
  const render = await buildExport<JobSearchView["render"]>(file, "renderJobSearch");
  return body && render ? { body, render } : undefined;
}

/**
 * The web build's render of a person's account menu (docs/decisions/135-signed-in-header-at-first-paint.md)
 * from the same module, or undefined for a build without it: a person's page then has none.
 */
export const loadAccountMenu = (buildDir: string) =>
  buildExport<AccountMenuRenderer>(jobViewFile(buildDir), "renderAccountMenu");
