import { wasChatOpen } from "../features/assistant/chat-open-state";

/**
 * The AI Agent chat loads its React widget on the first click of its toggle (prefetched on hover
 * or focus), or at once when it was open on the previous page of this visit.
 */
export function wireChat(container: HTMLElement) {
  const button = container.querySelector("button");
  if (!button) return;
  const mount = () => import("./chat-island").then(({ mountChat }) => mountChat(container, true));
  // Open on the previous page of this visit: open again at once, with the conversation.
  if (wasChatOpen()) {
    mount().catch((error: unknown) => console.error("The chat did not load", error));
    return;
  }
  const prefetch = () => void import("./chat-island").catch(() => undefined);
  button.addEventListener("pointerenter", prefetch, { once: true });
  button.addEventListener("focus", prefetch, { once: true });
  button.addEventListener(
    "click",
    () => {
      button.setAttribute("aria-busy", "true");
      mount().catch((error: unknown) => {
        button.removeAttribute("aria-busy");
        console.error("The chat did not load", error);
      });
    },
    { once: true },
  );
}
