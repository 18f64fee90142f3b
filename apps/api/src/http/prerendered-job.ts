import { jobFactLabels, jobPostCopy, jobSearchCopy } from "@site/content/job-posts/jobs";
import { company } from "@site/content/site";
import { type JobPost, viewJobPost } from "@site/contract/api/job-posts";
import { embeddedAnswerKey, scriptJson } from "@site/contract/early-answer";
import { sanitizeJobHtml } from "../modules/job-posts/public.ts";

/**
 * The job post written into the /job/{id} shell by the server, so the first paint shows the post
 * and does not wait for the app (docs/decisions/049-search-page-speed.md). The markup and classes
 * are those of the app's JobPostScreen and JobPostDetails (apps/web/app/features/job-posts/components),
 * which take the place of this HTML, unchanged on screen, once the app has loaded: keep them alike.
 */

/** The element of the shell whose content the server replaces (JobPostScreen's loading slot). */
export const prerenderedPostSlot = '<div id="prerendered-post">';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
const regions = new Intl.DisplayNames(["en"], { type: "region" });

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

function countryName(code: string): string {
  try {
    return regions.of(code) ?? code;
  } catch {
    return code;
  }
}

function workplaceText(job: JobPost): string {
  if (job.workplace !== "remote") return job.workplace ? jobFactLabels.workplace[job.workplace] : "";
  return job.remoteCountries?.length
    ? jobFactLabels.remoteFrom(job.remoteCountries.map(countryName).join(", "))
    : jobFactLabels.remoteAnywhere;
}

const fact = (label: string, value: string) =>
  `<div><dt class="font-medium text-slate-500 text-sm">${escapeHtml(label)}</dt><dd class="text-slate-900">${value}</dd></div>`;

const time = (iso: string) => `<time dateTime="${escapeHtml(iso)}">${escapeHtml(formatDate(iso))}</time>`;

function icon(job: JobPost): string {
  const box = "h-16 w-16 text-2xl shrink-0 rounded-md";
  if (job.companyIconUrl.trim() !== "") {
    return `<img src="${escapeHtml(job.companyIconUrl)}" alt="" loading="lazy" referrerpolicy="no-referrer" class="${box} border border-slate-200 bg-white object-contain"/>`;
  }
  const initial = job.companyName.trim().charAt(0).toUpperCase() || "?";
  return `<span aria-hidden="true" class="${box} flex items-center justify-center border border-slate-200 bg-slate-100 font-semibold text-slate-500">${escapeHtml(initial)}</span>`;
}

/** The post above its apply options: "Back to Job Search", icon and title, facts, description. */
export function prerenderedPostHtml(job: JobPost): string {
  const facts = [
    fact(jobPostCopy.posted, time(job.postedDate)),
    fact(jobPostCopy.location, escapeHtml(job.jobLocation)),
    fact(
      jobPostCopy.salary,
      escapeHtml(job.jobSalary.trim() === "" ? jobSearchCopy.salaryNotDisclosed : job.jobSalary),
    ),
    job.employmentType
      ? fact(jobPostCopy.employmentType, escapeHtml(jobFactLabels.employmentType[job.employmentType]))
      : "",
    job.workplace ? fact(jobPostCopy.workplace, escapeHtml(workplaceText(job))) : "",
    job.department ? fact(jobPostCopy.department, escapeHtml(job.department)) : "",
    job.validThrough ? fact(jobPostCopy.validThrough, time(job.validThrough)) : "",
  ].join("");
  return [
    `<a class="font-medium text-blue-700 underline-offset-2 hover:underline disabled:text-slate-400" href="/search-jobs">${escapeHtml(jobPostCopy.backToSearch)}</a>`,
    '<article class="mt-6"><header class="flex items-start gap-4">',
    icon(job),
    `<h1 class="flex-1 font-bold text-3xl text-navy-900 tracking-tight">${escapeHtml(jobPostCopy.heading(job.jobTitle, job.companyName))}</h1>`,
    "</header>",
    `<dl class="mt-6 grid gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-4">${facts}</dl>`,
    `<h2 class="mt-8 font-semibold text-navy-900 text-xl">${escapeHtml(jobPostCopy.description)}</h2>`,
    '<div class="job-description mt-3 space-y-3 text-slate-700 leading-relaxed [&amp;_a]:text-blue-700 [&amp;_a]:underline [&amp;_h2]:font-semibold [&amp;_h2]:text-lg [&amp;_h2]:text-navy-900 [&amp;_h3]:mt-5 [&amp;_h3]:font-semibold [&amp;_h3]:text-navy-900 [&amp;_ol]:list-decimal [&amp;_ol]:pl-6 [&amp;_ul]:list-disc [&amp;_ul]:pl-6">',
    // Sanitized when it was posted, and again here: nothing but the allowed tags reaches the page.
    sanitizeJobHtml(job.jobDescription),
    "</div></article>",
  ].join("");
}

/**
 * The API's answer for the post, written into the page so that the app's first call for it takes
 * this instead of asking again (apps/web/app/lib/early-request.ts): a `<script
 * type="application/json">`, which no browser runs, named by the request it answers without its
 * access token (the post is the same for every caller; the server writes none where job pages
 * need a sign-in). The JSON is the endpoint's own serialization (its response schema), with `<`,
 * `>`, `&` and the two line separators escaped so no text of the post can close the element.
 */
export function embeddedPostAnswer(job: JobPost): string {
  const key = embeddedAnswerKey(viewJobPost.method, viewJobPost.path, { job_id: job.jobId });
  const json = scriptJson(viewJobPost.response.parse(job));
  return `<script type="application/json" data-early-answer="${escapeHtml(key)}">${json}</script>`;
}

/**
 * The shell with an embedded answer at the end of its `<head>`: parsed before the body's script
 * that would otherwise ask for it early (which looks for the answer first and then asks nothing),
 * and outside the part of the page React compares when the app takes it over (an element it does
 * not render, inside the body, is a hydration error).
 */
export function withEmbeddedAnswer(shell: string, answer: string): string {
  const at = shell.indexOf("</head>");
  return at < 0 ? answer + shell : shell.slice(0, at) + answer + shell.slice(at);
}

/** The document title the app gives a loaded post. */
export const prerenderedPostTitle = (job: JobPost) =>
  `${jobPostCopy.heading(job.jobTitle, job.companyName)} | ${company.name}`;

/**
 * The shell with its slot's content replaced: from the slot's opening tag to its matching
 * `</div>` (the shell is our own build, whose slot holds only nested divs and inline elements).
 */
export function fillSlot(shell: string, slot: string, content: string): string {
  const start = shell.indexOf(slot);
  if (start < 0) return shell;
  const open = start + slot.length;
  const tag = /<div\b|<\/div>/g;
  tag.lastIndex = open;
  let depth = 1;
  for (let match = tag.exec(shell); match; match = tag.exec(shell)) {
    depth += match[0] === "</div>" ? -1 : 1;
    if (depth === 0) return shell.slice(0, open) + content + shell.slice(match.index);
  }
  return shell;
}
