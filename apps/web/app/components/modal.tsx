import { type ReactNode, type RefObject, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
}

interface ModalProps {
  open: boolean;
  /** The dialog's title; it also names the dialog (aria-labelledby). */
  title: string;
  description?: string;
  /** Called on Escape; the caller closes the modal (Cancel buttons call it too). */
  onClose: () => void;
  /** What receives focus on open; the first focusable element otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Where focus goes on close; the element that had focus on open otherwise. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * A modal dialog on the platform's <dialog> (showModal: the top layer, the rest of the page inert,
 * a ::backdrop), in a portal so that it never nests inside the caller's form, named by its title.
 * Focus moves into it, Tab and Shift+Tab cycle inside it, Escape (or any other close request of
 * the browser) asks the caller to close it, and on close focus returns to the element that opened
 * it. The caller owns `open`: the dialog never closes itself.
 */
export function Modal({ open, ...props }: ModalProps) {
  return open ? <ModalPanel {...props} /> : null;
}

function ModalPanel({
  title,
  description,
  onClose,
  initialFocusRef,
  returnFocusRef,
  children,
}: Omit<ModalProps, "open">) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDialogElement>(null);
  // The latest onClose, so the listeners below are attached once per opening.
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!panel.open) panel.showModal();
    (initialFocusRef?.current ?? focusableIn(panel)[0] ?? panel).focus();

    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";

    function onKeyDown(event: KeyboardEvent) {
      if (!panel) return;
      if (event.key === "Escape") {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== "Tab") return;
      const items = focusableIn(panel);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
      } else if (event.shiftKey && (document.activeElement === first || document.activeElement === panel)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }

    // Focus that lands outside (a click on a toast, say) is brought back inside.
    function onFocusIn(event: FocusEvent) {
      if (panel && event.target instanceof Node && !panel.contains(event.target)) {
        (focusableIn(panel)[0] ?? panel).focus();
      }
    }

    document.addEventListener("keydown", onKeyDown, true);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("keydown", onKeyDown, true);
      document.removeEventListener("focusin", onFocusIn);
      document.body.style.overflow = previousOverflow;
      if (panel.open) panel.close();
      const target = returnFocusRef?.current ?? opener;
      if (target?.isConnected) target.focus();
    };
  }, [initialFocusRef, returnFocusRef]);

  return createPortal(
    <dialog
      ref={panelRef}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
      // A close request the keydown handler did not see (a phone's back gesture) asks the caller.
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      className="m-auto w-full max-w-md rounded-lg border-0 bg-white p-6 text-[inherit] shadow-xl backdrop:bg-scrim/60 focus:outline-none"
    >
      <h2 id={titleId} className="text-xl font-semibold text-navy-900">
        {title}
      </h2>
      {description ? (
        <p id={descriptionId} className="mt-1 text-sm text-slate-600">
          {description}
        </p>
      ) : null}
      <div className="mt-4">{children}</div>
    </dialog>,
    document.body,
  );
}
