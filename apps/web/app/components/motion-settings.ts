// Framework-free motion settings, shared by the React components (reveal.tsx, typed-line.tsx,
// network-background.tsx) and the public pages' script (islands/main.ts).

export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

/**
 * docs/product/requirements.md §9: typing 40 ms per character, cursor blink every 500 ms (the
 * cursor's CSS animation in motion.css: 1 s, visible half of it, then hidden half).
 */
export const TYPING_MS_PER_CHARACTER = 40;
export const CURSOR_BLINK_MS = 500;

/**
 * Types `length` characters at that pace, counted from the clock, not from ticks (a busy page
 * skips frames but keeps the pace): `show` gets each count, up to `length`. Answers the timer.
 */
export function startTyping(length: number, show: (count: number) => void): number {
  const startedAt = Date.now();
  const timer = window.setInterval(() => {
    const count = Math.min(Math.floor((Date.now() - startedAt) / TYPING_MS_PER_CHARACTER), length);
    show(count);
    if (count >= length) window.clearInterval(timer);
  }, TYPING_MS_PER_CHARACTER);
  return timer;
}

/** Below this width the hero's network is skipped (docs/product/requirements.md §9: mobile detection under 600 px). */
export const NETWORK_MIN_WIDTH = 600;
/** Dimmer than the brand sky blue, so the hero text keeps its contrast over the lines. */
export const NETWORK_COLORS = { line: 0x2a6fa6, background: 0x0b1f3a };

/** Whether an intersection shows enough of the element, also for elements taller than the viewport. */
export function isRevealed(entry: IntersectionObserverEntry, threshold: number): boolean {
  if (!entry.isIntersecting) return false;
  if (entry.intersectionRatio >= threshold) return true;
  const viewportHeight = entry.rootBounds?.height ?? window.innerHeight;
  return entry.intersectionRect.height >= viewportHeight * threshold;
}
