import type { FastifyBaseLogger } from "fastify";
import { ZodError } from "zod";
import { HttpError } from "./errors.ts";
import type { JobPagesOptions } from "./job-page.ts";
import { givenOrLoadedOnce, loadSearchView } from "./job-view.ts";
import {
  type AccountMenu,
  candidateOnPage,
  type PageWriter,
  portalPageFor,
  type WrittenPage,
} from "./person-page.ts";
import {
  embeddedSearchAnswer,
  fillSlot,
  type JobSearchView,
  type PersonOnPage,
  prerenderedSearchSlot,
  withEmbeddedAnswer,
} from "./prerendered-job.ts";
import type { CookieSession } from "./session-cookie.ts";

/** What the search page is written from: its shell, the URL's search and, maybe, the person. */
export interface SearchPageParts {
  /** The search's shell as the web build wrote it, its slot included. */
  shell: string;
  /** The URL's query string ("" or "?…"). */
  query: string;
  view: JobSearchView;
  /** A visitor's search as POST /api/search_jobs answers it (its JSON); throws what it refuses. */
  search: (body: Record<string, unknown>) => Promise<string>;
  /** A candidate's saved jobs and applications as their endpoints answer them (decision 133). */
  person?: ((userId: string) => Promise<Omit<PersonOnPage, "email">>) | undefined;
  /** The live session the page request's cookie named, with its token (web-app.ts). */
  signedIn?: CookieSession | undefined;
  /** The header's account menu for the person's page (decision 135), loaded when first needed. */
  accountMenu?: AccountMenu;
  log: FastifyBaseLogger;
}

/**
 * /search-jobs with the URL's search rendered into its slot and its answer embedded, so that the
 * page is complete without the app (decision 124); for a live candidate session, that person's
 * search (docs/decisions/134-signed-in-search-from-the-server.md): their saved state on each
 * result, their applications, their alert control, their answers embedded (`data-person`) with
 * the digest of the cookie's token, `personal` (a private page). If the person's read or render
 * fails, the page a token holder got before (the visitor's search, whose app starts after the
 * first paint for them), logged. Undefined when there is nothing to fill in or the search fails
 * (refused, an unknown place, the database away, a render that throws): the shell is sent as
 * before and the app asks.
 */
export async function filledSearchPage(parts: SearchPageParts): Promise<WrittenPage | undefined> {
  const { shell, query, view, signedIn, log } = parts;
  try {
    const body = view.body(query);
    if (!body) return undefined;
    const failed = (error: unknown) =>
      log.warn({ err: error }, "the search page was sent without the person's state");
    const [answer, candidate] = await Promise.all([
      parts.search(body),
      candidateOnPage(signedIn, parts.person, failed),
    ]);
    const page = async (someone?: PersonOnPage) =>
      withEmbeddedAnswer(
        fillSlot(shell, prerenderedSearchSlot, await view.render(query, answer, someone)),
        embeddedSearchAnswer(body, answer),
      );
    // Awaited here, so that a failure of the visitor's page too is this catch's.
    return await portalPageFor(candidate, page, parts.accountMenu, failed);
  } catch (error) {
    // A search the endpoint refuses is the app's to word; anything else is worth a line.
    if (!(error instanceof HttpError) && !(error instanceof ZodError))
      log.warn({ err: error }, "the search page was sent without its results");
    return undefined;
  }
}

/** Whether a URL path is the search's ("/search-jobs", "/Search-Jobs/"). */
export const isSearchPath = (urlPath: string) => /^\/search-jobs\/?$/i.test(urlPath);

/**
 * The writer of /search-jobs for a build (decisions 124, 134): given the search's shell, the URL's
 * query string and the page request's live session, the page filledSearchPage writes; undefined
 * (the shell as it is) for a shell without the slot or a build without the search's render. None
 * without a visitor's search to run.
 */
export function searchPageWriter(
  buildDir: string,
  options: JobPagesOptions,
  accountMenu: AccountMenu,
): PageWriter<string> | undefined {
  const { search, person } = options;
  if (!search) return undefined;
  const searchView = givenOrLoadedOnce(options.searchView, () => loadSearchView(buildDir));
  return async (shell, query, signedIn, log) => {
    const view = shell.includes(prerenderedSearchSlot)
      ? await searchView().catch((error: unknown) => {
          log.warn({ err: error }, "the search page was sent without its results");
          return undefined;
        })
      : undefined;
    if (!view) return undefined;
    return filledSearchPage({ shell, query, view, search, person, signedIn, accountMenu, log });
  };
}
