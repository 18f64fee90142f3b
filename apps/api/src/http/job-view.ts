import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { AccountMenuRenderer } from "./person-page.ts";
import type { JobPostRenderer, JobSearchView } from "./prerendered-job.ts";

/** Where the web build puts the job view for Node (apps/web/vite.job-view.config.ts), beside client/. */
export const jobViewFile = (buildDir: string) => path.join(buildDir, "..", "job-view", "job-view.js");

/**
 * The web build's server render of a job post (docs/decisions/078), or undefined for a build
 * without one: the job page is then served as its shell and the app fills it in.
 */
export async function loadJobView(buildDir: string): Promise<JobPostRenderer | undefined> {
  const file = jobViewFile(buildDir);
  if (!fs.existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderJobPost?: JobPostRenderer };
  return typeof module.renderJobPost === "function" ? module.renderJobPost : undefined;
}

/**
 * The web build's server render of the job search (docs/decisions/124-search-starts-the-app-on-use.md)
 * from the same module, or undefined for a build without it: the search is then sent as its shell.
 */
export async function loadSearchView(buildDir: string): Promise<JobSearchView | undefined> {
  const file = jobViewFile(buildDir);
  if (!fs.existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as {
    searchBodyOfQuery?: JobSearchView["body"];
    renderJobSearch?: JobSearchView["render"];
  };
  const { searchBodyOfQuery: body, renderJobSearch: render } = module;
  return typeof body === "function" && typeof render === "function" ? { body, render } : undefined;
}

/**
 * The web build's render of a person's account menu (docs/decisions/135-signed-in-header-at-first-paint.md)
 * from the same module, or undefined for a build without it: a person's page then has none.
 */
export async function loadAccountMenu(buildDir: string): Promise<AccountMenuRenderer | undefined> {
  const file = jobViewFile(buildDir);
  if (!fs.existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderAccountMenu?: AccountMenuRenderer };
  return typeof module.renderAccountMenu === "function" ? module.renderAccountMenu : undefined;
}
