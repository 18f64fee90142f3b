import { chatCopy } from "@site/content/assistant/chat";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { CONTACT_EMAIL } from "./chat-config";
import { rememberChatOpen, wasChatOpen } from "./chat-open-state";
import type { ChatPanelProps } from "./chat-panel";

const loadPanel = () => import("./chat-panel");

/** Shown instead of the panel when its code cannot be fetched (offline, say). */
function ChatUnavailable({ id, open, onClose }: ChatPanelProps) {
  return (
    <div
      id={id}
      role="alert"
      hidden={!open}
      className="fixed right-4 bottom-20 left-4 z-50 rounded-lg bg-white p-4 text-sm text-slate-900 shadow-2xl scheme-page sm:left-auto sm:w-80"
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
 * The always-present toggle of the AI Agent chat, rendered in the header's row: at 768 px and
 * below it stays there, after the menu button, so it never covers the page's text; wider, it is
 * fixed at the bottom right. It costs a button until first opened; then the panel stays mounted
 * (hidden when closed) so the conversation is kept across navigation.
 */
export function ChatToggle({ defaultOpen = false }: { defaultOpen?: boolean } = {}) {
  const panelId = useId();
  // Opened at once when a public page's script hands over the first click (islands/chat-island.tsx).
  const [open, setOpen] = useState(defaultOpen);
  const [mounted, setMounted] = useState(defaultOpen);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Following a link from the panel may load another document (a public page is static HTML):
  // the panel reopens there with the conversation, which use-conversation keeps for the visit.
  useEffect(() => {
    if (wasChatOpen()) {
      setMounted(true);
      setOpen(true);
    }
  }, []);
  useEffect(() => {
    if (mounted) rememberChatOpen(open);
  }, [mounted, open]);

  const prefetch = () => void loadPanel().catch(() => undefined);
  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <aside aria-label={chatCopy.title} className="nav:absolute">
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
        className="inline-flex items-center gap-2 rounded-full bg-navy-700 px-3 py-2 text-sm font-medium text-white hover:bg-navy-800 nav:fixed nav:right-4 nav:bottom-4 nav:z-40 nav:bg-navy-900 nav:px-4 nav:py-3 nav:text-base nav:shadow-lg nav:hover:bg-navy-700"
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
