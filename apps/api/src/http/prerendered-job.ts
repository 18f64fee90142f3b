import { createHash } from "node:crypto";
import { applicationQuestions, myApplications } from "@site/contract/api/applications";
import { type JobPost, savedJobs, searchJobs, viewJobPost } from "@site/contract/api/job-posts";
import {
  embeddedAnswerKey,
  SESSION_DIGEST_META,
  SESSION_DIGEST_PREFIX,
  scriptJson,
  scriptJsonText,
} from "@site/contract/early-answer";
import type { z } from "zod";

/**
 * The job post written into the /job/{id} shell by the server, so the first paint shows the post
 * and does not wait for the app (docs/decisions/049-search-page-speed.md). The post's HTML is
 * rendered by react-dom/server from the app's own component (`renderJobPost`, built from
 * apps/web/app/job-view/server.tsx into the web build's job-view/ folder; docs/decisions/078).
 */

/** What an open job asks its applicants, as POST /api/application_questions answers. */
export type QuestionsAnswer = z.infer<typeof applicationQuestions.response>;

/**
 * Renders a post's HTML (React escapes its text; `sanitize` cleans its description HTML); with
 * the job's questions, its ways to apply as a visitor sees them too, and the page starts the app
 * at its first use (docs/decisions/104-job-page-starts-the-app-on-use.md).
 */
export type JobPostRenderer = (
  job: JobPost,
  sanitize: (html: string) => string,
  questions?: QuestionsAnswer,
  person?: PersonOnPage,
) => string;

/**
 * A signed-in candidate whose page the server writes (docs/decisions/133): their e-mail and their
 * saved jobs and applications as POST /api/saved_jobs and /api/my_applications answer them.
 */
export interface PersonOnPage {
  email: string;
  saved: z.infer<typeof savedJobs.response>["data"];
  applications: z.infer<typeof myApplications.response>["data"];
}

/**
 * The person's answers, embedded as the post's are but marked `data-person`: the page's starter
 * removes them unless the browser's stored token is the one the page was written for
 * (`sessionDigestMeta`), so that no other session's app takes them (decision 133).
 */
export function embeddedPersonAnswers(person: PersonOnPage): string {
  return (
    embeddedPersonAnswer(savedJobs, { data: person.saved }) +
    embeddedPersonAnswer(myApplications, { data: person.applications })
  );
}

/**
 * One of a person's answers to a call without parameters but the session (their saved jobs,
 * applications, alerts), in the endpoint's own serialization, keyed as the app asks for it and
 * marked `data-person` (decisions 133, 136).
 */
export function embeddedPersonAnswer<T extends z.ZodType>(
  endpoint: { method: string; path: string; response: T },
  answer: z.input<T>,
): string {
  const key = embeddedAnswerKey(endpoint.method, endpoint.path, {});
  return earlyAnswerTag(key, scriptJson(endpoint.response.parse(answer)), true);
}

/** One embedded answer: its key and its JSON, already escaped for the element; `person` marks a person's. */
export function earlyAnswerTag(key: string, json: string, person = false): string {
  return `<script type="application/json"${person ? ' data-person=""' : ""} data-early-answer="${escapeHtml(key)}">${json}</script>`;
}

/**
 * The digest of the session token a person's page was written for (the contract's
 * SESSION_DIGEST_PREFIX and the token, SHA-256, hex); the starter compares it with the stored
 * token's (apps/web/app/lib/app-on-use.ts).
 */
export function sessionDigest(token: string): string {
  return createHash("sha256").update(`${SESSION_DIGEST_PREFIX}${token}`).digest("hex");
}

export function sessionDigestMeta(token: string): string {
  return `<meta name="${SESSION_DIGEST_META}" content="${sessionDigest(token)}">`;
}

/**
 * The web build's render of /search-jobs (apps/web/app/job-view/server.tsx, decision 124): the body
 * of POST /api/search_jobs the app sends for a URL's query string (undefined: the server renders
 * nothing for it, e.g. a chosen job), and the page's search as HTML given that search's answer
 * (its JSON as the endpoint answers it), as a visitor sees it or, given the person, as that
 * signed-in candidate does (docs/decisions/134).
 */
export interface JobSearchView {
  body: (query: string) => Record<string, unknown> | undefined;
  render: (query: string, answerJson: string, person?: PersonOnPage) => string | Promise<string>;
}

/** The element of the search's shell whose content the server replaces (JobSearchScreen's slot). */
export const prerenderedSearchSlot = '<div id="prerendered-search">';

/** The element of the shell whose content the server replaces (JobPostScreen's loading slot). */
export const prerenderedPostSlot = '<div id="prerendered-post">';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

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
  return earlyAnswerTag(key, scriptJson(viewJobPost.response.parse(job)));
}

/** The job's questions to applicants, embedded alike (the app's ways to apply ask for them). */
export function embeddedQuestionsAnswer(jobId: number, questions: QuestionsAnswer): string {
  const key = embeddedAnswerKey(applicationQuestions.method, applicationQuestions.path, { jobId });
  return earlyAnswerTag(key, scriptJson(applicationQuestions.response.parse(questions)));
}

/**
 * A search's answer (the endpoint's JSON text), embedded alike under the body the app sends for it
 * (decision 124): a visitor's search is the same for every caller without a session.
 */
export function embeddedSearchAnswer(body: Record<string, unknown>, answerJson: string): string {
  const key = embeddedAnswerKey(searchJobs.method, searchJobs.path, body);
  return earlyAnswerTag(key, scriptJsonText(answerJson));
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
