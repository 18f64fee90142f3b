import { useContext } from "react";
import { UNSAFE_FrameworkContext, useMatches } from "react-router";

/**
 * The `handle` of a public page (marketing, pricing, documentation): rendered to HTML at build
 * time and never hydrated. Its HTML loads the small framework-free script of app/islands instead
 * of the app; widgets that need React (chat, inquiry form, docs search) load on first use
 * (docs/decisions/050-public-pages-without-the-app.md).
 */
export const staticPageHandle = { hydrate: false } as const;

function isStaticHandle(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as { hydrate?: unknown }).hydrate === false;
}

/**
 * Whether the page being rendered is a public page of `staticPageHandle`. Never for the SPA
 * fallback (rendered at "/" too, but it is the app's shell for every other address).
 */
export function useIsStaticPage(): boolean {
  const spaFallback = useContext(UNSAFE_FrameworkContext)?.isSpaMode === true;
  const matches = useMatches();
  return !spaFallback && matches.some((match) => isStaticHandle(match.handle));
}
