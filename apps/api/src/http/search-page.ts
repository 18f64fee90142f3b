import type { FastifyBaseLogger } from "fastify";
import { ZodError } from "zod";
import { HttpError } from "./errors.ts";
import { type AccountMenuRenderer, forPerson } from "./person-page.ts";
import {
  embeddedPersonAnswers,
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
  accountMenu?: () => Promise<AccountMenuRenderer | undefined>;
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
export async function filledSearchPage(
  parts: SearchPageParts,
): Promise<{ html: string; personal: boolean } | undefined> {
  const { shell, query, view, signedIn, log } = parts;
  try {
    const body = view.body(query);
    if (!body) return undefined;
    const personOf = signedIn?.session.role === "candidate" ? parts.person : undefined;
    const [answer, person] = await Promise.all([
      parts.search(body),
      signedIn && personOf
        ? personOf(signedIn.session.userId).then(
            (lists): PersonOnPage => ({ email: signedIn.session.email, ...lists }),
            (error: unknown) => {
              log.warn({ err: error }, "the search page was sent without the person's state");
              return undefined;
            },
          )
        : undefined,
    ]);
    const page = async (someone?: PersonOnPage) =>
      withEmbeddedAnswer(
        fillSlot(shell, prerenderedSearchSlot, await view.render(query, answer, someone)),
        embeddedSearchAnswer(body, answer),
      );
    if (signedIn && person) {
      try {
        const html = forPerson(
          await page(person),
          { token: signedIn.token, ...signedIn.session },
          await parts.accountMenu?.(),
          embeddedPersonAnswers(person),
        );
        return { html, personal: true };
      } catch (error) {
        log.warn({ err: error }, "the search page was sent without the person's state");
      }
    }
    return { html: await page(), personal: false };
  } catch (error) {
    // A search the endpoint refuses is the app's to word; anything else is worth a line.
    if (!(error instanceof HttpError) && !(error instanceof ZodError))
      log.warn({ err: error }, "the search page was sent without its results");
    return undefined;
  }
}
