// Framework-free: read by the public pages' script (islands/main.ts) too.

import { CHAT_OPEN_KEY } from "../../lib/chat-open-key";

export { CHAT_OPEN_KEY };

export function wasChatOpen(): boolean {
  try {
    return window.sessionStorage.getItem(CHAT_OPEN_KEY) === "true";
  } catch {
    return false;
  }
}

export function rememberChatOpen(open: boolean): void {
  try {
    if (open) window.sessionStorage.setItem(CHAT_OPEN_KEY, "true");
    else window.sessionStorage.removeItem(CHAT_OPEN_KEY);
  } catch {
    // Storage refused (private mode): the panel simply starts closed on the next page.
  }
}
