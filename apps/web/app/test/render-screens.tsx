import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub, useLocation, useMatches } from "react-router";
import { Toaster, toast } from "sonner";

/** A route's screen (given in its handle) with the current path below it. */
function ScreenWithPath() {
  const location = useLocation();
  const content = (useMatches().at(-1)?.handle as { content?: ReactNode } | undefined)?.content;
  return (
    <>
      {content}
      <p data-testid="current-path">{location.pathname + location.search}</p>
    </>
  );
}

/**
 * Renders screens in a memory router with a fresh query client and the app's toaster, starting
 * at `path`; `screens` maps route paths to what they show, and every route also shows the
 * current path (read it with currentPath). Any other path shows only that.
 */
export function renderScreens(path: string, screens: Record<string, ReactNode>) {
  const routes = Object.entries({ ...screens, "*": null }).map(([routePath, content]) => ({
    path: routePath,
    Component: ScreenWithPath,
    handle: { content },
  }));
  return renderRoutes(routes, path);
}

/**
 * Renders routes (as createRoutesStub takes them) in a memory router starting at `path`, with a
 * fresh query client that never retries and the app's toaster: the providers of every web test.
 */
export function renderRoutes(routes: Parameters<typeof createRoutesStub>[0], path: string) {
  // sonner keeps toasts in a module-wide store and replays the active ones to a new Toaster.
  toast.dismiss();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const Stub = createRoutesStub(routes);
  return render(
    <QueryClientProvider client={queryClient}>
      <Stub initialEntries={[path]} />
      {/* As in root.tsx: top-right unless a toast asks for another place. */}
      <Toaster position="top-right" duration={5000} />
    </QueryClientProvider>,
  );
}

/** The path (and query) the memory router is at. */
export function currentPath(): string {
  return screen.getByTestId("current-path").textContent ?? "";
}

/** Waits for a toast with exactly this text (sonner renders toasts as list items). */
export async function findToast(text: string, { timeout }: { timeout?: number } = {}): Promise<HTMLElement> {
  const region = await screen.findByRole("region", { name: /Notifications/ }, { timeout });
  return within(region).findByText(text, {}, { timeout });
}
