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

/**
 * The `handle` of a page whose first HTML shows the header as a visitor without a session sees it
 * (the job page, which starts the app only at its first use: docs/decisions/104). A visitor
 * holding a token has them hidden by the head script's `data-signed-in` until the app knows.
 */
export const signedOutFirstHandle = { signedOutFirst: true } as const;

/** Whether the page being rendered shows the signed-out links while the session is unknown. */
export function useSignedOutFirst(): boolean {
  const spaFallback = useContext(UNSAFE_FrameworkContext)?.isSpaMode === true;
  const matches = useMatches();
  return (
    !spaFallback &&
    matches.some(
      (match) =>
        typeof match.handle === "object" &&
        match.handle !== null &&
        (match.handle as { signedOutFirst?: unknown }).signedOutFirst === true,
    )
  );
}
