import { jobPostCopy } from "@site/content/job-posts/jobs";
import { company } from "@site/content/site";
import type { JobPost } from "@site/contract/api/job-posts";
import { parseJobId } from "@site/contract/fields";
import { escapeHtml } from "#api/platform/mail/templates/html.ts";
import { NotFound } from "./errors.ts";
import { givenOrLoadedOnce, loadJobView } from "./job-view.ts";
import {
  type AccountMenu,
  candidateOnPage,
  type PageWriter,
  portalPageFor,
  type WrittenPage,
} from "./person-page.ts";
import {
  embeddedPostAnswer,
  embeddedQuestionsAnswer,
  fillSlot,
  type JobPostRenderer,
  type JobSearchView,
  type PersonOnPage,
  prerenderedPostSlot,
  type QuestionsAnswer,
  withEmbeddedAnswer,
} from "./prerendered-job.ts";

/**
 * Job pages whose first paint shows the open post (docs/decisions/049-search-page-speed.md,
 * 078), and the search's results (search-page.ts). Absent when job pages need a sign-in
 * (REQUIRE_LOGIN_FOR_JOBS): the page then knows nothing before the app asks.
 */
export interface JobPagesOptions {
  /** The public post, or undefined for none (the page answers 404 "Job not found"). */
  post: (jobId: number) => Promise<JobPost | undefined>;
  /**
   * An open job's questions to applicants: with them the page carries its ways to apply and
   * starts the app at its first use (docs/decisions/104); without, the app adds them.
   */
  questions?: (jobId: number) => Promise<QuestionsAnswer>;
  /**
   * A signed-in candidate's saved jobs and applications, as their endpoints answer them: with
   * them, a page request whose cookie names a live candidate session gets that person's job page
   * and search (docs/decisions/133, 134); without, or if they fail, the page a token holder got
   * before.
   */
  person?: (userId: string) => Promise<Omit<PersonOnPage, "email">>;
  /** The job-posts module's allow-list, applied again to the description as it is rendered. */
  sanitize: (html: string) => string;
  /**
   * Renders the post's HTML from the app's React component; defaults to the web build's job
   * view (build/job-view/job-view.js), loaded at the first job page rather than at start-up
   * (React and react-dom/server are ~1 MB of modules that most starts never need).
   */
  render?: JobPostRenderer;
  /**
   * A visitor's search as POST /api/search_jobs answers it (its JSON), for a body as the app
   * sends it: with it, /search-jobs carries the URL's search, rendered, and its answer, and
   * starts the app at its first use (docs/decisions/124-search-starts-the-app-on-use.md).
   * Throws what the endpoint would refuse; the page is then sent as its shell.
   */
  search?: (body: Record<string, unknown>) => Promise<string>;
  /** The search's server render; defaults to the web build's (the job view's module). */
  searchView?: JobSearchView;
}

/** The job a URL path names ("/job/12", "/Job/12/"), or null. */
export const jobIdOf = (urlPath: string): number | null =>
  parseJobId(/^\/job\/([^/]+)\/?$/i.exec(urlPath)?.[1]);

/**
 * The shell's document title made the post's, as the app writes it ("Title at Company | Site"):
 * a visitor's job page may never start the app (decision 104), so the server writes it.
 */
function withJobTitle(html: string, job: JobPost): string {
  const start = html.indexOf("<title>");
  const end = start < 0 ? -1 : html.indexOf("</title>", start);
  if (end < 0) return html;
  const title = `${jobPostCopy.heading(job.jobTitle, job.companyName)} | ${company.name}`;
  return `${html.slice(0, start)}<title>${escapeHtml(title)}</title>${html.slice(end + "</title>".length)}`;
}

/**
 * The writer of /job/{id} for a build: given the page's shell, its job and the page request's live
 * session, the shell with the post in it; "missing" when no such post is public (the page answers
 * 404 and shows "Job not found"); undefined when there is nothing to fill in (the shell is sent as
 * it is and the app asks). For a live candidate session, that person's page (decision 133):
 * "Saved" and "You applied on…", their answers embedded (`data-person`) with the digest of the
 * cookie's token, their account menu (decision 135), `personal` (a private page); if their read or
 * render fails, the page a token holder got before (its app starts after the first paint and
 * asks), logged.
 */
export function jobPageWriter(
  buildDir: string,
  options: JobPagesOptions,
  accountMenu: AccountMenu,
): PageWriter<number, WrittenPage | "missing"> {
  const renderJobPost = givenOrLoadedOnce(options.render, () => loadJobView(buildDir));
  return async (shell, jobId, signedIn, log) => {
    if (!shell.includes(prerenderedPostSlot)) return undefined;
    let job: JobPost | undefined;
    try {
      job = await options.post(jobId);
    } catch (error) {
      // Any other failure (the database away) leaves the page to the app, which asks again.
      return error instanceof NotFound ? "missing" : undefined;
    }
    const render = job ? await renderJobPost() : undefined;
    if (!job || !render) return undefined;
    // An open job's ways to apply need its questions; if they cannot be had, the app adds them.
    const questions =
      job.status === "open" && options.questions
        ? await options.questions(job.jobId).catch(() => undefined)
        : undefined;
    const page = (person?: PersonOnPage) =>
      withEmbeddedAnswer(
        // Sanitized when it was posted, and again here by the API's allow-list: nothing but the
        // allowed tags reaches the page; every other text of the post is escaped by React.
        fillSlot(
          withJobTitle(shell, job),
          prerenderedPostSlot,
          render(job, options.sanitize, questions, person),
        ),
        embeddedPostAnswer(job) + (questions ? embeddedQuestionsAnswer(job.jobId, questions) : ""),
      );
    const failed = (error: unknown) =>
      log.warn({ err: error }, "the job page was sent without the person's state");
    return portalPageFor(await candidateOnPage(signedIn, options.person, failed), page, accountMenu, failed);
  };
}
