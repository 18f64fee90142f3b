import path from "node:path";
import { viewProfile } from "@site/contract/api/accounts";
import { myApplications } from "@site/contract/api/applications";
import { jobAlerts } from "@site/contract/api/job-alerts";
import { savedJobs } from "@site/contract/api/job-posts";
import type { z } from "zod";
import { buildExport, givenOrLoadedOnce, jobViewFile } from "./job-view.ts";
import { type AccountMenu, candidateOnPage, type PageWriter, pageForCandidate } from "./person-page.ts";
import { embeddedPersonAnswer, fillSlot } from "./prerendered-job.ts";

/**
 * A signed-in candidate's own pages written by the server for their session cookie
 * (docs/decisions/136-candidate-pages-from-the-server.md), as the job page is (decision 133): the
 * page's screen rendered from the app's component (apps/web/app/candidate-view/server.tsx) with the
 * person's answers, which are embedded beside it (`data-person`) with the digest of the cookie's
 * token; the page then starts the app at its first use. Anything else (a visitor, an employer, a
 * failed read or render) gets the SPA fallback, as before.
 */

/** The pages, by their path without the slash, and the element of each shell the server fills. */
const pages = {
  "saved-jobs": { slot: '<div id="prerendered-saved-jobs">', answers: ["saved"] },
  "my-jobs": { slot: '<div id="prerendered-my-jobs">', answers: ["applications", "saved", "alerts"] },
  "view-profile": { slot: '<div id="prerendered-view-profile">', answers: ["profile", "applications"] },
  "edit-profile": { slot: '<div id="prerendered-edit-profile">', answers: ["profile"] },
} as const satisfies Record<string, { slot: string; answers: readonly Answer[] }>;

export type CandidatePage = keyof typeof pages;

/** The person's answers a page may show, each as its endpoint answers it (its `data`). */
export interface CandidateAnswers {
  saved: z.infer<typeof savedJobs.response>["data"];
  applications: z.infer<typeof myApplications.response>["data"];
  alerts: z.infer<typeof jobAlerts.response>["data"];
  profile: z.infer<typeof viewProfile.response>;
}
type Answer = keyof CandidateAnswers;

/**
 * The endpoint of each answer, under whose key the app's first call for it takes it, and its
 * answer's body (the lists answer `{ data }`, the profile itself).
 */
const endpoints: Record<Answer, { method: string; path: string; response: z.ZodType; list: boolean }> = {
  saved: { ...savedJobs, list: true },
  applications: { ...myApplications, list: true },
  alerts: { ...jobAlerts, list: true },
  profile: { ...viewProfile, list: false },
};

/** The web build's render: the page's screen as HTML for the person (their e-mail and answers). */
export type CandidatePageRenderer = (
  page: CandidatePage,
  person: { email: string } & Partial<CandidateAnswers>,
) => string;

export interface CandidatePagesOptions {
  /** Reads one of a candidate's answers, as its endpoint would for that user. */
  read: { [K in Answer]: (userId: string) => Promise<CandidateAnswers[K]> };
  /** The screens' server render; defaults to the web build's (build/job-view/candidate-view.js). */
  render?: CandidatePageRenderer;
}

/** The candidate page a URL path names ("/saved-jobs", "/My-Jobs/"), or undefined. */
export function candidatePageOf(urlPath: string): CandidatePage | undefined {
  const name = /^\/([a-z-]+)\/?$/i.exec(urlPath)?.[1]?.toLowerCase();
  return name !== undefined && Object.hasOwn(pages, name) ? (name as CandidatePage) : undefined;
}

/** Where the web build puts the candidate pages' render, beside the job view. */
const candidateViewFile = (buildDir: string) =>
  path.join(path.dirname(jobViewFile(buildDir)), "candidate-view.js");

const loadCandidateView = (buildDir: string) =>
  buildExport<CandidatePageRenderer>(candidateViewFile(buildDir), "renderCandidatePage");

/**
 * The writer of the candidate pages for a build: given the page's shell, its path and the page
 * request's live session (a candidate's), the person's page, or undefined (nothing to fill in, or
 * a read or the render failed: logged), for which the caller sends what it sent before.
 */
export function candidatePages(
  buildDir: string,
  options: CandidatePagesOptions,
  accountMenu: AccountMenu,
): PageWriter<CandidatePage, { html: string; personal: true }> {
  const render = givenOrLoadedOnce(options.render, () => loadCandidateView(buildDir));
  return async (shell, page, signedIn, log) => {
    const { slot, answers } = pages[page];
    if (signedIn?.session.role !== "candidate" || !shell.includes(slot)) return undefined;
    const failed = (error: unknown) =>
      log.warn({ err: error, page }, "a candidate's page was sent without the person's state");
    const renderer = await render().catch(failed);
    if (!renderer) return undefined;
    const candidate = await candidateOnPage(
      signedIn,
      async (userId): Promise<Partial<CandidateAnswers>> => {
        const read = await Promise.all(answers.map((answer) => options.read[answer](userId)));
        return Object.fromEntries(answers.map((answer, at) => [answer, read[at]]));
      },
      failed,
    );
    // The session's digest and answer, and the account menu in the header (decision 135).
    const html = await pageForCandidate(
      candidate,
      {
        render: (person) => fillSlot(shell, slot, renderer(page, person)),
        answers: (person) =>
          answers
            .map((answer) => {
              const endpoint = endpoints[answer];
              return embeddedPersonAnswer(
                endpoint,
                endpoint.list ? { data: person[answer] } : person[answer],
              );
            })
            .join(""),
      },
      accountMenu,
      failed,
    );
    return html === undefined ? undefined : { html, personal: true };
  };
}
