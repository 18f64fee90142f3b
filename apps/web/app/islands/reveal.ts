import { isRevealed } from "../components/motion-settings";
import { reducedMotion } from "./dom";

/** Content below the viewport waits hidden until seen (components/reveal.tsx). */
export function wireReveal(element: HTMLElement) {
  if (typeof IntersectionObserver === "undefined" || reducedMotion()) return;
  const rect = element.getBoundingClientRect();
  if (rect.top < window.innerHeight && rect.bottom > 0) return;
  const threshold = Number(element.dataset.revealThreshold ?? 0.5);
  element.dataset.reveal = "pending";
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => isRevealed(entry, threshold))) {
        delete element.dataset.reveal;
        observer.disconnect();
      }
    },
    { threshold: [0, threshold, 1] },
  );
  observer.observe(element);
}
