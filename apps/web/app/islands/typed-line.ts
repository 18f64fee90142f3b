import { startTyping } from "../components/motion-settings";
import { reducedMotion } from "./dom";

/** The hero's typed line and its blinking cursor; all of it at once for reduced motion. */
export function typeLine(line: HTMLElement) {
  const typedText = line.querySelector<HTMLElement>('[data-testid="typed-text"]');
  const rest = line.querySelector<HTMLElement>(".typed-rest");
  const cursor = line.querySelector<HTMLElement>('[data-testid="typed-cursor"]');
  if (!typedText || !rest) return;
  const text = (typedText.textContent ?? "") + (rest.textContent ?? "");
  const show = (count: number) => {
    typedText.textContent = text.slice(0, count);
    rest.textContent = text.slice(count);
    line.dataset.typedLine = count >= text.length ? "complete" : "typing";
  };
  if (reducedMotion()) {
    show(text.length);
    cursor?.remove();
    return;
  }
  // The cursor blinks by CSS alone (components/motion.css): no timer on the main thread.
  startTyping(text.length, show);
}
