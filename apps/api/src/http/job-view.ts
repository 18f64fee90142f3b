import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { JobPostRenderer } from "./prerendered-job.ts";

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
