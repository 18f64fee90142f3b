import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while a prerendered page is rendered at build time and hydrated, true from the render
 * right after: a screen whose first look depends on the URL (which the build did not know)
 * renders its build-time look until then, so hydration matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
