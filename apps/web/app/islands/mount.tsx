import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useLayoutEffect, useState, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { createQueryClient } from "../lib/query-client";
import { signOutSettled } from "../lib/session-store";

/** How long leaving the page waits for a sign-out's call to the server (best-effort anyway). */
const LEAVE_WAIT_MS = 1500;

// The React widgets of the public pages (chat, inquiry form, docs search, signed-in header),
// loaded on first use by main.ts. They share one React root, one router and one query client:
// each widget is a portal into the element whose static markup it takes over. The router only
// gives the widgets' links and hooks their context: any navigation leaves the static page for
// the real one (a document load), since the page itself is not part of a React app.

interface Island {
  key: number;
  container: HTMLElement;
  element: ReactNode;
}

let islands: readonly Island[] = [];
const listeners = new Set<() => void>();
let started = false;
let nextKey = 0;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Removes the static markup once React has drawn its own, then runs `afterMount` (focus, say). */
function TakeOver({
  container,
  stale,
  afterMount,
  children,
}: {
  container: HTMLElement;
  stale: Node[];
  afterMount?: () => void;
  children: ReactNode;
}) {
  const [done, setDone] = useState(false);
  useLayoutEffect(() => {
    if (done) return;
    for (const node of stale) node.parentNode?.removeChild(node);
    container.dataset.islandReady = "true";
    setDone(true);
    afterMount?.();
  }, [done, container, stale, afterMount]);
  return children;
}

function Portals() {
  const list = useSyncExternalStore(
    subscribe,
    () => islands,
    () => islands,
  );
  return list.map((island) => createPortal(island.element, island.container, String(island.key)));
}

function leaveForRealPage(href: string) {
  const url = new URL(href, window.location.href);
  if (url.pathname === window.location.pathname && url.search === window.location.search) {
    const target = url.hash ? document.getElementById(decodeURIComponent(url.hash.slice(1))) : null;
    target?.scrollIntoView({ block: "start" });
    (target?.querySelector<HTMLElement>("a") ?? target)?.focus({ preventScroll: true });
    return;
  }
  // A document load would cancel a sign-out still talking to the server (the account menu's
  // Log Out leaves for the log-in page at once).
  const waited = new Promise((resolve) => window.setTimeout(resolve, LEAVE_WAIT_MS));
  void Promise.race([signOutSettled(), waited]).then(() => window.location.assign(url.href));
}

function start() {
  started = true;
  const startedAt = window.location.href;
  const queryClient = createQueryClient();
  const router = createBrowserRouter([
    {
      path: "*",
      element: (
        <QueryClientProvider client={queryClient}>
          <Portals />
        </QueryClientProvider>
      ),
    },
  ]);
  let current = startedAt;
  router.subscribe((state) => {
    const { pathname, search, hash } = state.location;
    const href = new URL(`${pathname}${search}${hash}`, window.location.origin).href;
    if (href === current) return;
    current = href;
    // The router has already put the address in the history; the page there is another document.
    window.history.replaceState(null, "", startedAt);
    leaveForRealPage(href);
  });
  const host = document.createElement("div");
  host.hidden = true;
  document.body.append(host);
  createRoot(host).render(<RouterProvider router={router} />);
}

/**
 * Puts a React widget in place of `container`'s static markup (kept until React has drawn, so
 * nothing blinks).
 */
export function mountIsland(container: HTMLElement, element: ReactNode, afterMount?: () => void): void {
  if (container.dataset.islandMounted) return;
  container.dataset.islandMounted = "true";
  const stale = [...container.childNodes];
  const key = nextKey++;
  islands = [
    ...islands,
    {
      key,
      container,
      element: (
        <TakeOver container={container} stale={stale} afterMount={afterMount}>
          {element}
        </TakeOver>
      ),
    },
  ];
  for (const listener of listeners) listener();
  if (!started) start();
}
