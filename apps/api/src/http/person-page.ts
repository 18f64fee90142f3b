import { validateToken } from "@site/contract/api/accounts/auth";
import { embeddedAnswerKey, scriptJson } from "@site/contract/early-answer";
import type { FastifyBaseLogger } from "fastify";
import { givenOrLoadedOnce, loadAccountMenu } from "./job-view.ts";
import {
  earlyAnswerTag,
  embeddedPersonAnswers,
  type PersonOnPage,
  sessionDigestMeta,
  withEmbeddedAnswer,
} from "./prerendered-job.ts";
import type { CookieSession } from "./session-cookie.ts";

/**
 * A page written for a person's session (docs/decisions/133, 135): whatever the page shows them,
 * it names the session it was written for, carries the session endpoint's answer for it, and its
 * header carries their account menu from the first paint, as the app renders it.
 */

/** The session of a person's page: the cookie's token, and whose it is. */
export interface PersonSession {
  token: string;
  email: string;
  role: string;
}

/** The web build's render of the header's account menu (apps/web/app/job-view/server.tsx). */
export type AccountMenuRenderer = (session: {
  email: string;
  role: "candidate" | "employer" | "admin";
}) => string;

/** The shell header's signed-out links (Contact Us, Log in, Sign up): the person's menu goes before them. */
export const signedOutLinks = '<ul data-signed-out-only=""';

/**
 * The page made the person's: the session's digest and the answer POST /api/auth/validate-token
 * gives their token (marked `data-person`, so the page's starter removes it unless the stored token
 * is this one) at the end of the head, and their account menu in the header before the signed-out
 * links (the starter keeps one of the two, app/lib/app-on-use.ts). `answers`: the page's other
 * answers for the person. Without a menu renderer or signed-out links, the header stays as built.
 * Throws for a session the endpoint would not answer as it is (no page is then the person's).
 */
export function forPerson(
  html: string,
  person: PersonSession,
  renderMenu: AccountMenuRenderer | undefined,
  answers = "",
): string {
  const answer = validateToken.response.parse({ success: { email: person.email, role: person.role } });
  const key = embeddedAnswerKey(validateToken.method, validateToken.path, {});
  const at = html.indexOf(signedOutLinks);
  const withMenu =
    renderMenu && at >= 0 ? html.slice(0, at) + renderMenu(answer.success) + html.slice(at) : html;
  return withEmbeddedAnswer(
    withMenu,
    sessionDigestMeta(person.token) + earlyAnswerTag(key, scriptJson(answer), true) + answers,
  );
}

/** The menu renderer given, else the web build's, loaded at the first person's page and once. */
export const accountMenuOf = (buildDir: string, given?: AccountMenuRenderer): AccountMenu =>
  givenOrLoadedOnce(given, () => loadAccountMenu(buildDir));

/** The header's account menu renderer, loaded when a person's page first needs it. */
export type AccountMenu = () => Promise<AccountMenuRenderer | undefined>;

/** A page the server wrote: its HTML, and whether it is a person's (`private`, decision 133). */
export interface WrittenPage {
  html: string;
  personal: boolean;
}

/**
 * The writer of one kind of page the server fills (job-page.ts, search-page.ts,
 * candidate-pages.ts): given the page's shell, what its URL names (a job, a query, a candidate's
 * page), the page request's live session and the log, the page; undefined for nothing to fill in,
 * for which the caller sends what it sent before.
 */
export type PageWriter<Named, Page = WrittenPage> = (
  shell: string,
  named: Named,
  signedIn: CookieSession | undefined,
  log: FastifyBaseLogger,
) => Promise<Page | undefined>;

/** A live candidate session named by a page request's cookie, and that person as read for the page. */
export interface CandidateOnPage<P> {
  session: PersonSession;
  person: P;
}

/**
 * The candidate whose live session a page request's cookie names (decisions 133, 134, 136): their
 * e-mail and the answers `read` gives for the page. Undefined for a visitor, another role's session
 * (an employer's) or a page with nothing to `read`, and when the read fails, which `failed` logs.
 * Never rejects, so it runs beside the page's own reads.
 */
export async function candidateOnPage<A extends object>(
  signedIn: CookieSession | undefined,
  read: ((userId: string) => Promise<A>) | undefined,
  failed: (error: unknown) => void,
): Promise<CandidateOnPage<{ email: string } & A> | undefined> {
  if (signedIn?.session.role !== "candidate" || !read) return undefined;
  const { token, session } = signedIn;
  try {
    return {
      session: { token, ...session },
      person: { email: session.email, ...(await read(session.userId)) },
    };
  } catch (error) {
    failed(error);
    return undefined;
  }
}

/**
 * The page written for that candidate: `render` given the person, made theirs by `forPerson` with
 * the person's `answers` embedded. Undefined without a candidate, and when the render or the
 * account menu fails, which `failed` logs: the caller then sends the page a token holder got
 * before (or, for their own pages, the SPA fallback), never a blank one.
 */
export async function pageForCandidate<P>(
  candidate: CandidateOnPage<P> | undefined,
  page: { render: (person: P) => string | Promise<string>; answers: (person: P) => string },
  accountMenu: AccountMenu | undefined,
  failed: (error: unknown) => void,
): Promise<string | undefined> {
  if (!candidate) return undefined;
  const { session, person } = candidate;
  try {
    return forPerson(await page.render(person), session, await accountMenu?.(), page.answers(person));
  } catch (error) {
    failed(error);
    return undefined;
  }
}

/**
 * A page of the job portal (the job page, the search) written for the candidate, with their saved
 * jobs and applications embedded: `personal`. Without a candidate, or when theirs fails, `page()`:
 * the page a token holder got before (its app starts after the first paint and asks).
 */
export async function portalPageFor(
  candidate: CandidateOnPage<PersonOnPage> | undefined,
  page: (person?: PersonOnPage) => string | Promise<string>,
  accountMenu: AccountMenu | undefined,
  failed: (error: unknown) => void,
): Promise<WrittenPage> {
  const html = await pageForCandidate(
    candidate,
    { render: page, answers: embeddedPersonAnswers },
    accountMenu,
    failed,
  );
  return html === undefined ? { html: await page(), personal: false } : { html, personal: true };
}
