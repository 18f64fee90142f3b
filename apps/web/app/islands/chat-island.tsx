import { ChatToggle } from "../features/assistant/chat-toggle";
import { mountIsland } from "./mount";

/** The AI Agent chat, taking over the static toggle at its first use; `open` opens it at once. */
export function mountChat(container: HTMLElement, open: boolean): void {
  mountIsland(container, <ChatToggle defaultOpen={open} />, () => {
    if (!open) container.querySelector<HTMLButtonElement>("button")?.focus();
  });
}
