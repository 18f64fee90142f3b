import { company, layoutCopy } from "@site/content/site";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { Link, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { Toaster } from "sonner";
import type { Route } from "./+types/root";
import { Footer } from "./components/layout/footer";
import { Header } from "./components/layout/header";
import { SiteLogo } from "./components/layout/site-logo";
import { ChatToggle } from "./features/chat/chat-toggle";
import { paths } from "./lib/paths";
import { createQueryClient } from "./lib/query-client";
import { restoreSession } from "./lib/session-store";
import "./app.css";
// The Latin file of the typeface (components/site-font.css): preloaded so text is not drawn in the
// fallback font first (font-display: optional would otherwise keep the fallback on a first visit).
import interLatinWoff2 from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "preload", href: interLatinWoff2, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export const meta: Route.MetaFunction = () => [
  { title: company.name },
  { name: "description", content: company.tagline },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans">
        {children}
        <ScrollRestoration />
        <Scripts />
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
        <Header />
        <main
          id="main-content"
          tabIndex={-1}
          className="flex-1 focus-visible:shadow-none focus-visible:outline-none"
        >
          <Outlet />
        </main>
        <Footer />
        <ChatToggle />
      </div>
      <Toaster position="top-right" duration={5000} richColors closeButton />
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
      <div className="bg-navy-900 px-4 py-3 text-white sm:px-6">
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
