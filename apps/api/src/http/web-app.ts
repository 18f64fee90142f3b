import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { jobPostCopy } from "@site/content/job-posts/jobs";
import { company } from "@site/content/site";
import type { JobPost } from "@site/contract/api/job-posts";
import { parseJobId } from "@site/contract/fields";
import { httpMessages } from "@site/contract/messages";
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { escapeHtml } from "#api/platform/mail/templates/html.ts";
import { type CandidatePagesOptions, candidatePageOf, candidatePages } from "./candidate-pages.ts";
import { apiPolicy, inlineScriptHashes, webPolicy } from "./content-security-policy.ts";
import { NotFound } from "./errors.ts";
import { givenOrLoadedOnce, jobViewFile, loadJobView, loadSearchView } from "./job-view.ts";
import { aliasTarget } from "./page-aliases.ts";
import { loadPageMatcher } from "./page-routes.ts";
import { loadPageShells } from "./page-shells.ts";
import { type AccountMenuRenderer, accountMenuOf, forPerson } from "./person-page.ts";
import {
  embeddedPersonAnswers,
  embeddedPostAnswer,
  embeddedQuestionsAnswer,
  fillSlot,
  type JobPostRenderer,
  type JobSearchView,
  type PersonOnPage,
  prerenderedPostSlot,
  prerenderedSearchSlot,
  type QuestionsAnswer,
  withEmbeddedAnswer,
} from "./prerendered-job.ts";
import { filledSearchPage } from "./search-page.ts";
import {
  type CookieSession,
  clearSessionCookie,
  type PageSession,
  SESSION_COOKIE,
  sessionCookieOf,
} from "./session-cookie.ts";

/** The SPA fallback that React Router writes when some routes are prerendered; else index.html. */
const fallbackNames = ["__spa-fallback.html", "index.html"];

/** Hashed build files that are never a document: stylesheets, scripts and fonts. */
const subresourceType = /^(text\/css|text\/javascript|application\/javascript|font\/)/;

function isApiPath(url: string): boolean {
  return url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
}

/**
 * Serves the built web app: hashed assets with a one-year cache, prerendered HTML where it
 * exists, the SPA fallback for every other page; unknown /api paths stay JSON 404s. A path that is
 * no route of the app gets the fallback too (the app shows the home page under a "Page not found"
 * notice) but with status 404, so search engines do not index it (docs/decisions/039-real-404.md).
 */
export interface WebAppOptions {
  /**
   * The live session a page request's session cookie names (http/session-cookie.ts, decision 130),
   * or undefined for a forged, expired or revoked one: its cookie is then cleared and the page is
   * the visitor's. Absent: the cookie is not read.
   */
  pageSession?: (token: string) => Promise<PageSession | undefined>;
  /** A person's account menu in their page's header (decision 135); defaults to the web build's. */
  accountMenu?: AccountMenuRenderer;
  /** A signed-in candidate's own pages, written for their live session (decision 136). */
  candidatePages?: CandidatePagesOptions;
  /**
   * Job pages whose first paint shows the open post (docs/decisions/049-search-page-speed.md,
   * 078). Absent when job pages need a sign-in (REQUIRE_LOGIN_FOR_JOBS): the page then knows
   * nothing before the app asks.
   */
  jobPages?: {
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
  };
}

export async function registerWebApp(
  app: FastifyInstance,
  buildDir: string,
  options: WebAppOptions = {},
): Promise<void> {
  const fallback = fallbackNames.map((name) => path.join(buildDir, name)).find((file) => fs.existsSync(file));
  const hasBuild = fallback !== undefined;
  const pagePolicy = webPolicy(inlineScriptHashes(buildDir));
  const isPage = hasBuild ? loadPageMatcher(buildDir) : undefined;
  const shellOf = loadPageShells(buildDir);
  const jobPages = options.jobPages;
  const accountMenu = accountMenuOf(buildDir, options.accountMenu);
  const renderJobPost = givenOrLoadedOnce(jobPages?.render, () => loadJobView(buildDir));
  const searchView = givenOrLoadedOnce(jobPages?.searchView, () => loadSearchView(buildDir));
  if (hasBuild && jobPages && !jobPages.render && !fs.existsSync(jobViewFile(buildDir))) {
    app.log.warn({ buildDir }, "web build has no job view: job pages are sent as their shell");
  }
  if (hasBuild && !isPage) {
    app.log.warn({ buildDir }, "web build lists no route patterns: unknown pages answer 200");
  }
  app.addHook("onSend", async (request, reply) => {
    if (reply.hasHeader("content-security-policy")) return;
    // A policy governs documents (and workers, which the app starts none of): on a stylesheet,
    // script or font it does nothing, and its 1.2 KB of hashes on each of a page's first requests
    // cost public pages about 8 KB before their largest paint (docs/decisions/050).
    if (
      request.url.startsWith("/assets/") &&
      subresourceType.test(String(reply.getHeader("content-type") ?? ""))
    )
      return;
    const api = isApiPath(request.url) && !request.url.startsWith("/api/docs");
    reply.header("content-security-policy", api ? apiPolicy : pagePolicy);
  });

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: buildDir,
      wildcard: true,
      index: ["index.html"],
      redirect: false,
      // The build writes .br and .gz beside each text file (apps/web/precompress.ts): sent as they
      // are, and @fastify/compress leaves a response that already has an encoding alone.
      preCompressed: true,
      setHeaders(res, filePath) {
        const relative = path.relative(buildDir, filePath);
        res.header(
          "cache-control",
          relative.startsWith(`assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  } else {
    app.log.warn({ buildDir }, "web build not found: only the API is served (run `npm run build`)");
  }

  const candidatePage = options.candidatePages
    ? candidatePages(buildDir, options.candidatePages, accountMenu)
    : undefined;
  const shellHtml = new Map<string, string>();
  const readShell = (file: string) => {
    let html = shellHtml.get(file);
    if (html === undefined) {
      html = fs.readFileSync(path.join(buildDir, file), "utf8");
      shellHtml.set(file, html);
    }
    return html;
  };
  /**
   * The shell's document title made the post's, as the app writes it ("Title at Company | Site"):
   * a visitor's job page may never start the app (decision 104), so the server writes it.
   */
  const withJobTitle = (html: string, job: JobPost): string => {
    const start = html.indexOf("<title>");
    const end = start < 0 ? -1 : html.indexOf("</title>", start);
    if (end < 0) return html;
    const title = `${jobPostCopy.heading(job.jobTitle, job.companyName)} | ${company.name}`;
    return `${html.slice(0, start)}<title>${escapeHtml(title)}</title>${html.slice(end + "</title>".length)}`;
  };
  /**
   * The job page's shell with the post in it; "missing" when no such post is public (the page
   * answers 404 and shows "Job not found"); undefined when there is nothing to fill in.
   */
  const jobPage = async (
    shell: string,
    urlPath: string,
    signedIn: CookieSession | undefined,
    log: FastifyBaseLogger,
  ): Promise<{ html: string; personal: boolean } | "missing" | undefined> => {
    const jobId = parseJobId(/^\/job\/([^/]+)\/?$/i.exec(urlPath)?.[1]);
    if (!jobPages || jobId === null) return undefined;
    const html = readShell(shell);
    if (!html.includes(prerenderedPostSlot)) return undefined;
    let job: JobPost | undefined;
    try {
      job = await jobPages.post(jobId);
    } catch (error) {
      // Any other failure (the database away) leaves the page to the app, which asks again.
      return error instanceof NotFound ? "missing" : undefined;
    }
    const render = job ? await renderJobPost() : undefined;
    if (!job || !render) return undefined;
    // An open job's ways to apply need its questions; if they cannot be had, the app adds them.
    const questions =
      job.status === "open" && jobPages.questions
        ? await jobPages.questions(job.jobId).catch(() => undefined)
        : undefined;
    const page = (person?: PersonOnPage) =>
      withEmbeddedAnswer(
        // Sanitized when it was posted, and again here by the API's allow-list: nothing but the
        // allowed tags reaches the page; every other text of the post is escaped by React.
        fillSlot(
          withJobTitle(html, job),
          prerenderedPostSlot,
          render(job, jobPages.sanitize, questions, person),
        ),
        embeddedPostAnswer(job) + (questions ? embeddedQuestionsAnswer(job.jobId, questions) : ""),
      );
    // A signed-in candidate's page (decision 133): theirs, or, if anything fails, the page a
    // token holder got before (its app starts after the first paint and asks), never a blank one.
    if (signedIn?.session.role === "candidate" && jobPages.person) {
      try {
        const person = { email: signedIn.session.email, ...(await jobPages.person(signedIn.session.userId)) };
        const html = forPerson(
          page(person),
          { token: signedIn.token, ...signedIn.session },
          await accountMenu(),
          embeddedPersonAnswers(person),
        );
        return { html, personal: true };
      } catch (error) {
        log.warn({ err: error }, "the job page was sent without the person's state");
      }
    }
    return { html: page(), personal: false };
  };

  /** The search's shell filled by search-page.ts (decisions 124, 134); undefined: the shell as it is. */
  const searchPage = async (
    shell: string,
    urlPath: string,
    query: string,
    signedIn: CookieSession | undefined,
    log: FastifyBaseLogger,
  ): Promise<{ html: string; personal: boolean } | undefined> => {
    if (!jobPages?.search || !/^\/search-jobs\/?$/i.test(urlPath)) return undefined;
    const html = readShell(shell);
    const view = html.includes(prerenderedSearchSlot)
      ? await searchView().catch((error: unknown) => {
          log.warn({ err: error }, "the search page was sent without its results");
          return undefined;
        })
      : undefined;
    if (!view) return undefined;
    const { search, person } = jobPages;
    return filledSearchPage({ shell: html, query, view, search, person, signedIn, accountMenu, log });
  };

  /**
   * The live session of the page request's cookie, with its token, or undefined: without a cookie
   * or a live session (a dead cookie is cleared, so later pages do not ask again), or when it
   * cannot be learnt now (the database away: the cookie is kept). A live one lets the job page and
   * the search and the candidate's own pages be the person's (decisions 133, 134, 136); every other
   * page is still the one a token holder gets without it.
   */
  const sessionOfPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<CookieSession | undefined> => {
    const token = options.pageSession ? sessionCookieOf(request) : undefined;
    if (token === undefined || !options.pageSession) {
      if (request.headers.cookie?.includes(`${SESSION_COOKIE}=`)) clearSessionCookie(request, reply);
      return undefined;
    }
    try {
      const session = await options.pageSession(token);
      if (!session) clearSessionCookie(request, reply);
      return session ? { token, session } : undefined;
    } catch (error) {
      request.log.warn({ err: error }, "the page's session cookie could not be checked");
      return undefined;
    }
  };

  const sendPage = async (
    reply: FastifyReply,
    urlPath: string,
    query: string,
    signedIn: CookieSession | undefined,
  ) => {
    // Only the page's own prerendered file or the fallback; never a path outside the build.
    const clean = path.posix.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.(\/|$))+/, "");
    const candidate = path.join(buildDir, clean, "index.html");
    const prerendered = candidate.startsWith(buildDir) && fs.existsSync(candidate);
    const shell = prerendered ? undefined : shellOf(urlPath);
    // A candidate's own page is the fallback, as before, unless it is written for them (decision 136).
    const ownPage = candidatePageOf(urlPath);
    const file = prerendered ? candidate : shell && !ownPage ? path.join(buildDir, shell) : fallback;
    const known = prerendered || isPage === undefined || isPage(urlPath);
    const filled = !shell
      ? undefined
      : ownPage
        ? await candidatePage?.(readShell(shell), ownPage, signedIn, reply.log)
        : ((await jobPage(shell, urlPath, signedIn, reply.log)) ??
          (await searchPage(shell, urlPath, query, signedIn, reply.log)));
    if (filled === "missing") {
      return reply
        .code(404)
        .header("cache-control", "no-cache")
        .sendFile(path.relative(buildDir, file as string), buildDir);
    }
    if (filled !== undefined) {
      return (
        reply
          .code(200)
          // A person's page is theirs alone: no shared cache may keep it (decision 133).
          .header("cache-control", filled.personal ? "private, no-cache" : "no-cache")
          .type("text/html; charset=utf-8")
          .send(filled.html)
      );
    }
    return reply
      .code(known ? 200 : 404)
      .header("cache-control", "no-cache")
      .sendFile(path.relative(buildDir, file as string), buildDir);
  };

  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = request.url.split("?")[0] ?? "/";
    if (isApiPath(urlPath) || !hasBuild || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply.code(404).send({ message: httpMessages.notFound, code: "not_found" });
    }
    const alias = aliasTarget(request.url);
    if (alias !== undefined) return reply.redirect(alias, 301);
    // A missing hashed asset is a real 404, not a page.
    if (urlPath.startsWith("/assets/") || /\.[a-z0-9]{2,5}$/i.test(urlPath)) {
      return reply.code(404).type("text/plain").send("Not found");
    }
    try {
      const signedIn = await sessionOfPage(request, reply);
      const at = request.url.indexOf("?");
      return await sendPage(reply, urlPath, at < 0 ? "" : request.url.slice(at), signedIn);
    } catch {
      return reply.code(400).send({ message: "Malformed URL", code: "validation" });
    }
  });
}
