import type NET from "vanta/src/vanta.net.js";
import { REDUCED_MOTION_QUERY } from "#web/components/motion-settings";

type VantaEffect = ReturnType<typeof NET>;

export interface NetworkEffect {
  destroy(): void;
}

/**
 * Vanta asks for a frame forever and, in each, measures the element (offsetHeight and
 * getBoundingClientRect: a forced layout whenever anything changed) to decide whether to draw.
 * Here an IntersectionObserver answers that instead, and while the hero is off screen no frame
 * is asked for at all; for a visitor who turns on reduced motion, the effect stops.
 */
export function pausedOffScreen(element: HTMLElement, effect: VantaEffect): NetworkEffect {
  let onScreen = true;
  effect.isOnScreen = () => onScreen;
  const observer = new IntersectionObserver((entries) => {
    const visible = entries.some((entry) => entry.isIntersecting);
    if (visible === onScreen) return;
    onScreen = visible;
    if (!visible && effect.req !== undefined) window.cancelAnimationFrame(effect.req);
    else if (visible) effect.animationLoop();
  });
  observer.observe(element);
  const reduced = window.matchMedia(REDUCED_MOTION_QUERY);
  let destroyed = false;
  const destroy = () => {
    if (destroyed) return;
    destroyed = true;
    observer.disconnect();
    reduced.removeEventListener("change", onMotionChange);
    effect.destroy();
  };
  const onMotionChange = (event: MediaQueryListEvent) => {
    if (event.matches) destroy();
  };
  reduced.addEventListener("change", onMotionChange);
  return { destroy };
}
