import { type DocsRoute, docsRoutes } from "../features/site/docs/doc-routes";
import { DocsSearch } from "../features/site/docs/search/docs-search";
import { mountIsland } from "./mount";

function routeOfPage(): DocsRoute | undefined {
  const first = window.location.pathname.split("/")[1]?.toLowerCase();
  return Object.values(docsRoutes).find((route) => route.basePath.replace(/^\//, "").toLowerCase() === first);
}

/** The docs search box, taking over its static button at first use; `open` opens the dialog. */
export function mountDocsSearch(container: HTMLElement, open: boolean): void {
  const route = routeOfPage();
  if (!route) return;
  mountIsland(container, <DocsSearch route={route} defaultOpen={open} />, () => {
    if (!open) container.querySelector<HTMLButtonElement>("button")?.focus();
  });
}
