import { REDUCED_MOTION_QUERY } from "../components/motion-settings";

/** Whether the visitor asked for reduced motion. */
export const reducedMotion = () => window.matchMedia?.(REDUCED_MOTION_QUERY).matches ?? false;

/** The links and buttons inside an element, in document order. */
export const focusables = (root: Element) => Array.from(root.querySelectorAll<HTMLElement>("a, button"));

export function setExpanded(button: HTMLElement, open: boolean) {
  button.setAttribute("aria-expanded", String(open));
}
