import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { httpMessages } from "@site/contract/messages";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type CandidatePagesOptions, candidatePageOf, candidatePages } from "./candidate-pages.ts";
import { apiPolicy, inlineScriptHashes, webPolicy } from "./content-security-policy.ts";
import { type JobPagesOptions, jobIdOf, jobPageWriter } from "./job-page.ts";
import { jobViewFile } from "./job-view.ts";
import { aliasTarget } from "./page-aliases.ts";
import { loadPageMatcher } from "./page-routes.ts";
import { loadPageShells } from "./page-shells.ts";
import { type AccountMenuRenderer, accountMenuOf } from "./person-page.ts";
import { isSearchPath, searchPageWriter } from "./search-page.ts";
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
  /** Job pages and the search with their content in the first paint (job-page.ts, search-page.ts). */
  jobPages?: JobPagesOptions;
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
  if (hasBuild && jobPages && !jobPages.render && !fs.existsSync(jobViewFile(buildDir))) {
    app.log.warn({ buildDir }, "web build has no job view: job pages are sent as their shell");
  }
  if (hasBuild && !isPage) {
    app.log.warn({ buildDir }, "web build lists no route patterns: unknown pages answer 200");
  }
  app.addHook("onSend", (request, reply, payload, done) => {
    // A policy governs documents (and workers, which the app starts none of): on a stylesheet,
    // script or font it does nothing, and its 1.2 KB of hashes on each of a page's first requests
    // cost public pages about 8 KB before their largest paint (docs/decisions/050).
    const subresource =
      request.url.startsWith("/assets/") &&
      subresourceType.test(String(reply.getHeader("content-type") ?? ""));
    if (!reply.hasHeader("content-security-policy") && !subresource) {
      const api = isApiPath(request.url) && !request.url.startsWith("/api/docs");
      reply.header("content-security-policy", api ? apiPolicy : pagePolicy);
    }
    done(null, payload);
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

  // The pages the server writes: the job page, the search and a candidate's own pages.
  const candidatePage = options.candidatePages
    ? candidatePages(buildDir, options.candidatePages, accountMenu)
    : undefined;
  const jobPage = jobPages ? jobPageWriter(buildDir, jobPages, accountMenu) : undefined;
  const searchPage = jobPages ? searchPageWriter(buildDir, jobPages, accountMenu) : undefined;
  /** Whether a path's page can be written for a person: no other page reads the session (decision 143). */
  const mayBePersonal = (urlPath: string) =>
    (candidatePage !== undefined && candidatePageOf(urlPath) !== undefined) ||
    (jobPages?.person !== undefined &&
      (jobIdOf(urlPath) !== null || (searchPage !== undefined && isSearchPath(urlPath))));
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
   * The live session of the page request's cookie, with its token, or undefined: without a cookie
   * or a live session (a dead cookie is cleared, so later pages do not ask again), or when it
   * cannot be learnt now (the database away: the cookie is kept). A live one lets the job page and
   * the search and the candidate's own pages be the person's (decisions 133, 134, 136); every other
   * page is the one a token holder gets without it, so its request does not read the session and
   * leaves the cookie as it is (decision 143).
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
    const jobId = jobIdOf(urlPath);
    const filled = !shell
      ? undefined
      : ownPage
        ? await candidatePage?.(readShell(shell), ownPage, signedIn, reply.log)
        : jobId !== null
          ? await jobPage?.(readShell(shell), jobId, signedIn, reply.log)
          : isSearchPath(urlPath)
            ? await searchPage?.(readShell(shell), query, signedIn, reply.log)
            : undefined;
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
      const signedIn = mayBePersonal(urlPath) ? await sessionOfPage(request, reply) : undefined;
      const at = request.url.indexOf("?");
      return await sendPage(reply, urlPath, at < 0 ? "" : request.url.slice(at), signedIn);
    } catch {
      return reply.code(400).send({ message: "Malformed URL", code: "validation" });
    }
  });
}
