import { NETWORK_COLORS, NETWORK_MIN_WIDTH } from "../components/motion-settings";
import { reducedMotion } from "./dom";

/** The hero's animated network: after first paint, on wide screens, never for reduced motion. */
export function startNetwork(element: HTMLElement) {
  if (reducedMotion() || window.innerWidth < NETWORK_MIN_WIDTH) return;
  const start = () =>
    import("../features/site/marketing/network-effect")
      .then(({ startNetworkEffect }) => {
        startNetworkEffect(element, NETWORK_COLORS);
        element.dataset.network = "running";
      })
      .catch((error: unknown) => {
        element.dataset.network = "fallback";
        console.warn("The animated background did not start; showing the background colour.", error);
      });
  const schedule = () => {
    if (typeof window.requestIdleCallback === "function")
      window.requestIdleCallback(start, { timeout: 2000 });
    else window.setTimeout(start, 200);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
}
