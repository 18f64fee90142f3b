import { useMediaQuery } from "#web/lib/use-media-query";
import { REDUCED_MOTION_QUERY } from "./reveal";

/** Whether the visitor asked the system for reduced motion; follows changes. Prerendered HTML assumes motion. */
export function useReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}
