import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether the window matches a media query, following its changes. A prerendered page knows no
 * window: it renders `serverValue` (false unless given) and the browser corrects it on hydration.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener("change", onChange);
      return () => list?.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? serverValue,
    () => serverValue,
  );
}
