// Framework-free: read by the public pages' script (islands/main.ts) too.

/** sessionStorage key: the AI Agent panel was open, so the next page of the visit opens it again. */
export const CHAT_OPEN_KEY = "ai-agent-open";

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
