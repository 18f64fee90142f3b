import { chatCopy } from "@site/content/chat";
import { lazy, Suspense, useId, useRef, useState } from "react";
import { CONTACT_EMAIL } from "./chat-config";
import type { ChatPanelProps } from "./chat-panel";

const loadPanel = () => import("./chat-panel");

/** Shown instead of the panel when its code cannot be fetched (offline, say). */
function ChatUnavailable({ id, open, onClose }: ChatPanelProps) {
  return (
    <div
      id={id}
      role="alert"
      hidden={!open}
      className="fixed right-4 bottom-20 left-4 z-50 rounded-lg bg-white p-4 text-sm text-slate-900 shadow-2xl sm:left-auto sm:w-80"
    >
      <p>
        {chatCopy.unavailable} {chatCopy.failure(CONTACT_EMAIL)}
      </p>
      <button type="button" onClick={onClose} className="mt-2 font-medium text-navy-700 underline">
        {chatCopy.closeLabel}
      </button>
    </div>
  );
}

// A separate chunk, fetched on first open (or when the pointer or focus reaches the toggle).
const ChatPanel = lazy(() =>
  loadPanel()
    .then((module) => ({ default: module.ChatPanel }))
    .catch(() => ({ default: ChatUnavailable })),
);

function ChatIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="size-5" fill="none">
      <path
        d="M4 5h16v11H9l-5 4V5z"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The always-present toggle of the AI Agent chat, fixed at the bottom right of every page. It
 * costs a button until first opened; then the panel stays mounted (hidden when closed) so the
 * conversation is kept across navigation.
 */
export function ChatToggle() {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const prefetch = () => void loadPanel().catch(() => undefined);
  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <aside aria-label={chatCopy.title}>
      {/* Room below the footer on small screens, so the fixed toggle never hides its last line. */}
      <div aria-hidden="true" className="h-20 bg-navy-950 sm:hidden" />
      <button
        ref={toggleRef}
        type="button"
        aria-label={chatCopy.toggleLabel}
        aria-expanded={open}
        aria-controls={mounted ? panelId : undefined}
        onClick={() => {
          setMounted(true);
          setOpen((value) => !value);
        }}
        onKeyDown={(event) => {
          if (event.key === "Escape" && open) setOpen(false);
        }}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        className="fixed right-4 bottom-4 z-40 inline-flex items-center gap-2 rounded-full bg-navy-900 px-4 py-3 font-medium text-white shadow-lg hover:bg-navy-700"
      >
        <ChatIcon />
        <span>{chatCopy.toggleText}</span>
      </button>
      {open || mounted ? (
        <Suspense fallback={null}>
          <ChatPanel id={panelId} open={open} onClose={close} />
        </Suspense>
      ) : null}
    </aside>
  );
}
