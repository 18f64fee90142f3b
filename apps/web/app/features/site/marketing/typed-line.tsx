import { useEffect, useState } from "react";
import { CURSOR_BLINK_MS, startTyping, TYPING_MS_PER_CHARACTER } from "#web/components/motion-settings";
import { useReducedMotion } from "#web/components/use-reduced-motion";

export { CURSOR_BLINK_MS, TYPING_MS_PER_CHARACTER };

/**
 * A sentence typed on screen character by character, with a blinking cursor. The whole
 * sentence is in the HTML as text for search engines and screen readers; the typed copy is
 * decoration (aria-hidden). The untyped rest keeps its place (invisible), so the line never
 * reflows; without JavaScript or with reduced motion it is shown at once.
 */
export function TypedLine({ text }: { text: string }) {
  const reducedMotion = useReducedMotion();
  const [typed, setTyped] = useState(0);
  const shown = reducedMotion ? text.length : typed;
  const complete = shown >= text.length;

  useEffect(() => {
    if (reducedMotion) return;
    const timer = startTyping(text.length, setTyped);
    return () => window.clearInterval(timer);
  }, [reducedMotion, text]);

  return (
    <>
      <span className="sr-only">{text}</span>
      <span aria-hidden="true" data-typed-line={complete ? "complete" : "typing"}>
        <span data-testid="typed-text">{text.slice(0, shown)}</span>
        {reducedMotion ? null : (
          // Takes no room in the line: an inline-block (or its zero-width space) would be a place
          // to wrap, so the line broke at the cursor as it moved and the hero jumped (CLS 0.05 at
          // 412 px). The bar is drawn out of flow from an empty inline.
          <span
            data-testid="typed-cursor"
            // Blinks by a CSS animation of its opacity (components/motion.css), which the
            // compositor runs: no timer, no render, no style work on the page's main thread.
            className="typed-cursor relative"
          >
            <span className="absolute top-[0.1em] left-[0.06em] h-[1em] w-[0.08em] bg-sky-400" />
          </span>
        )}
        <span className="typed-rest invisible">{text.slice(shown)}</span>
      </span>
    </>
  );
}
