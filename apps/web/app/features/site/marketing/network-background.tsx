import { useEffect, useRef } from "react";
import {
  NETWORK_COLORS as colors,
  NETWORK_MIN_WIDTH,
  REDUCED_MOTION_QUERY,
} from "#web/components/motion-settings";

export { NETWORK_MIN_WIDTH };

/** Runs `start` once the page has painted and the browser is idle. */
function afterFirstPaint(start: () => void): () => void {
  let idle: number | undefined;
  let timer: number | undefined;
  const schedule = () => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === "function")
      idle = window.requestIdleCallback(start, { timeout: 2000 });
    else timer = window.setTimeout(start, 200);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}

/**
 * The hero's animated network (three.js + vanta NET, bundled from npm). It loads after first
 * paint, never for reduced motion or small screens; if it fails the section keeps its
 * background colour and the failure is logged.
 */
export function NetworkBackground() {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (window.matchMedia?.(REDUCED_MOTION_QUERY).matches || window.innerWidth < NETWORK_MIN_WIDTH) return;

    let effect: { destroy(): void } | undefined;
    let cancelled = false;
    const cancelSchedule = afterFirstPaint(() => {
      import("./network-effect")
        .then(({ startNetworkEffect }) => {
          if (cancelled) return;
          effect = startNetworkEffect(element, colors);
          element.dataset.network = "running";
        })
        .catch((error: unknown) => {
          element.dataset.network = "fallback";
          console.warn("The animated background did not start; showing the background colour.", error);
        });
    });
    return () => {
      cancelled = true;
      cancelSchedule();
      effect?.destroy();
    };
  }, []);

  return (
    <div
      ref={ref}
      data-network-background=""
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 overflow-hidden"
    />
  );
}
