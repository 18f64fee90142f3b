import { type ReactNode, useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";

/** What was typed in the plain form before the working one arrived: each field's value by name. */
export type TypedValues = Readonly<Record<string, string>>;

interface FormOnFirstUseProps<Loaded> {
  /** Imports the working form (its own chunk, with the form library and its checks). */
  load: () => Promise<Loaded>;
  /**
   * The form as plain fields: the same labels, fields (with the working form's `name`s), buttons
   * and order as the working form's first render, so nothing moves when it takes over.
   */
  plain: ReactNode;
  /** The working form, given what was typed in the plain one. */
  children: (loaded: Loaded, typed: TypedValues) => ReactNode;
}

const CONTROLS = "input, select, textarea, button";

interface Taken<Loaded> {
  loaded: Loaded;
  typed: TypedValues;
  /** The rank of the control that had the focus among the form's controls (-1: none). */
  focused: number;
  /** Where the caret (or the selection) was in that field. */
  selection: [start: number, end: number] | null;
}

/** The caret's place in a text field, where it has one. */
function selectionOf(element: Element | null): [number, number] | null {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return null;
  try {
    return element.selectionStart === null
      ? null
      : [element.selectionStart, element.selectionEnd ?? element.selectionStart];
  } catch {
    return null;
  }
}

/**
 * A form that fetches its code at its first use (issue 32, docs/decisions/116-forms-load-on-first-use.md):
 * until then the page shows `plain`, the same form without its behaviour. The first press, focus
 * or submission inside it loads the working form, which replaces the plain one with what was
 * typed so far, the focus on the same control and, if the form was submitted meanwhile (Enter in
 * a field, a press of its button), submitted again. A failed load is tried again at the next use.
 */
export function FormOnFirstUse<Loaded>({ load, plain, children }: FormOnFirstUseProps<Loaded>) {
  const box = useRef<HTMLDivElement>(null);
  const loading = useRef(false);
  const submitted = useRef(false);
  const [taken, setTaken] = useState<Taken<Loaded> | null>(null);

  function start() {
    if (loading.current || taken) return;
    loading.current = true;
    load().then(
      (loaded) => {
        const root = box.current;
        if (!root) return;
        const typed: Record<string, string> = {};
        for (const field of root.querySelectorAll<HTMLInputElement>(
          "input[name], select[name], textarea[name]",
        ))
          typed[field.name] = field.value;
        const active = document.activeElement;
        const focused = Array.from(root.querySelectorAll(CONTROLS)).indexOf(active as Element);
        const selection = focused >= 0 ? selectionOf(active) : null;
        // Read and replaced in one go: no keystroke can fall between the two.
        flushSync(() => setTaken({ loaded, typed, focused, selection }));
      },
      () => {
        loading.current = false;
      },
    );
  }

  // The working form is in place: the focus goes back where it was, a held submission is sent.
  useLayoutEffect(() => {
    const root = box.current;
    if (!taken || !root) return;
    const control =
      taken.focused >= 0 ? root.querySelectorAll<HTMLElement>(CONTROLS)[taken.focused] : undefined;
    if (control) {
      control.focus();
      if (taken.selection && (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement))
        control.setSelectionRange(...taken.selection);
    }
    if (submitted.current) {
      submitted.current = false;
      root.querySelector("form")?.requestSubmit();
    }
  }, [taken]);

  if (taken) return <div ref={box}>{children(taken.loaded, taken.typed)}</div>;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: not a control; it hears the focus, presses and submission of the form's own controls as they bubble up.
    <div
      ref={box}
      onFocus={start}
      onPointerDown={start}
      onSubmit={(event) => {
        event.preventDefault();
        submitted.current = true;
        start();
      }}
    >
      {plain}
    </div>
  );
}
