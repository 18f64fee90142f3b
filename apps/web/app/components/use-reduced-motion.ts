import { useSyncExternalStore } from "react";
import { REDUCED_MOTION_QUERY } from "./reveal";

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(REDUCED_MOTION_QUERY);
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

const getSnapshot = () => window.matchMedia?.(REDUCED_MOTION_QUERY).matches ?? false;
/** Prerendered HTML assumes motion; the browser corrects it on hydration. */
const getServerSnapshot = () => false;

/** Whether the visitor asked the system for reduced motion; follows changes. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
