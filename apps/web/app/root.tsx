import { company, layoutCopy } from "@site/content/site";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { Link, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { Footer } from "./components/layout/footer";
import { Header } from "./components/layout/header";
import { SiteLogo } from "./components/layout/site-logo";
import { ChatToggle } from "./features/assistant/chat-toggle";
import { moduleAfterFirstPaintScript } from "./lib/deferred-boot";
import { headerBootScript } from "./lib/header-boot";
import { paths } from "./lib/paths";
import { createQueryClient } from "./lib/query-client";
import { restoreSession } from "./lib/session-store";
import { useIsStaticPage } from "./lib/static-page";
import { themeBootScript } from "./lib/theme";
import { LazyToaster } from "./lib/toast";
import { zodJitlessScript } from "./lib/zod-jitless";
import "./app.css";
import islandsEntryUrl from "virtual:islands-entry";
import faviconSvg from "../public/favicon.svg?raw";
// The typeface's core file (components/site-font.css, 13.1 KB): preloaded so text is not drawn
// in the fallback font first (font-display: optional would otherwise keep the fallback on a first
// visit). The full latin file it replaced here (48 KB) held the LCP back on simulated slow 4G.
import interCoreWoff2 from "./fonts/inter-core-wght-400-700.woff2?url";

/**
 * The icon travels inside each page (about 0.3 KB) instead of as a request of its own: the browser
 * fetches an icon file while the page is still drawing, on a connection of its own, and that
 * request held the largest paint back (docs/decisions/052-one-stylesheet-one-window.md).
 * /favicon.svg is still served for anyone who asks for it.
 */
const faviconHref = `data:image/svg+xml,${faviconSvg
  .trim()
  .replaceAll('"', "'")
  .replace(/[<>#%\n]/g, encodeURIComponent)}`;

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: faviconHref, type: "image/svg+xml" },
  { rel: "preload", href: interCoreWoff2, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export const meta: Route.MetaFunction = () => [
  { title: company.name },
  { name: "description", content: company.tagline },
];

/**
 * Runs before first paint on public pages: a visitor holding a session token gets the signed-in
 * header (app/islands loads it), so the "Log in" links are hidden at once instead of flashing.
 * Constant text, so the server's script hash (content-security-policy.ts) covers it.
 */
const signedInHeadScript =
  'try{if(localStorage.getItem("accessToken"))document.documentElement.setAttribute("data-signed-in","")}catch(e){}';

/**
 * Loads the islands after the first paint. Until they have wired the page (islands/main.ts sets
 * "ready"), window.siteIslands says "loading": the browser tests wait for it before they click.
 * A global, not an attribute: changing <html> after the paint could make the browser restyle it.
 */
const islandsLoaderScript = `window.siteIslands="loading";${moduleAfterFirstPaintScript(islandsEntryUrl)}`;

/**
 * The head's inline scripts, written into the HTML when it is rendered at build time. The
 * browser's bundle carries none of their text (`import.meta.env.SSR` is false there): they have
 * run before the app starts, and React neither compares nor rewrites an element's
 * dangerouslySetInnerHTML when it hydrates it, so the client's copy would be bytes to download and
 * nothing else (issue 32, docs/decisions/116-forms-load-on-first-use.md).
 */
const headScripts = import.meta.env.SSR
  ? {
      zodJitless: zodJitlessScript,
      theme: themeBootScript,
      header: headerBootScript,
      signedIn: signedInHeadScript,
      islands: islandsLoaderScript,
    }
  : { zodJitless: "", theme: "", header: "", signedIn: "", islands: "" };

export function Layout({ children }: { children: ReactNode }) {
  // Public pages are static HTML: at build time they get the islands script instead of the app's
  // scripts and module preloads. In the browser (the app, which may show them after a client-side
  // navigation) the app's scripts always stay.
  const staticPage = useIsStaticPage() && import.meta.env.SSR;
  return (
    // The head script may set data-theme before React hydrates (docs/decisions/047-dark-mode.md).
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Only where the React app runs: a public page loads no zod unless a widget of
            islands/ loads, and islands/main.ts sets the same before that. */}
        {staticPage ? null : (
          /* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, allowed by its hash. */
          <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: headScripts.zodJitless }} />
        )}
        <meta name="color-scheme" content="light dark" />
        {/* Applies a remembered Light/Dark choice before the first paint; its hash is in the CSP. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of lib/theme.ts, no user data */}
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: headScripts.theme }} />
        {/* The header's menus work from the first paint, before any script file has loaded
            (lib/header-boot.ts); a constant, so its hash is in the CSP. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours */}
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: headScripts.header }} />
        {/* Above the stylesheets: an inline script below a stylesheet still loading stops the
            parser until it has loaded. Every page: the job page's first HTML shows the
            signed-out links too (docs/decisions/104); the React header keeps it true after. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours */}
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: headScripts.signedIn }} />
        {staticPage ? (
          <>
            {/* The islands load after the first paint, not as a module script of the HTML: the
                page needs none of them to draw, and Lighthouse's simulation counts every request
                that ended before the real paint (and their imports) as holding it back
                (docs/decisions/050-public-pages-without-the-app.md). Constant per build, so the
                server's script hash covers it. */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours */}
            <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: headScripts.islands }} />
          </>
        ) : null}
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans">
        {children}
        {staticPage ? null : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  const [queryClient] = useState(createQueryClient);

  useEffect(() => {
    void restoreSession();
  }, []);

  return (
    <QueryClientProvider client={queryClient}>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main-content"
          className="sr-only rounded-md bg-white px-4 py-2 font-medium text-navy-900 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
        >
          {layoutCopy.skipLink}
        </a>
        {/* On public pages the toggle is static until its first use (islands/chat-island.tsx). */}
        <Header
          chat={
            <div data-island="chat" className="contents">
              <ChatToggle />
            </div>
          }
        />
        <main
          id="main-content"
          tabIndex={-1}
          className="flex-1 focus-visible:shadow-none focus-visible:outline-none"
        >
          <Outlet />
        </main>
        <Footer />
      </div>
      <LazyToaster position="top-right" duration={5000} richColors closeButton />
    </QueryClientProvider>
  );
}

/** Anything unexpected: a friendly message and a way home, never a stack trace. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div className="flex min-h-screen flex-col">
      <div className="bg-navy-900 px-4 py-3 text-white scheme-light sm:px-6">
        <SiteLogo className="text-white" />
      </div>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-16 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-navy-900">{layoutCopy.errorHeading}</h1>
        <p className="mt-4 text-lg text-slate-600">{layoutCopy.errorMessage}</p>
        <Link
          to={paths.root}
          className="mt-8 inline-block rounded-md bg-navy-900 px-5 py-3 font-medium text-white hover:bg-navy-700"
        >
          {layoutCopy.errorHomeLink}
        </Link>
      </main>
    </div>
  );
}
