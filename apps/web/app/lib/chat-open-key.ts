/**
 * sessionStorage key: the AI Agent panel was open, so the next page of the visit opens it again.
 * Its own module: the portal pages' inline starter (lib/app-on-use.ts) reads it too, and starts the
 * app after the first paint on such a page, whose panel comes with the app (decision 124).
 */
export const CHAT_OPEN_KEY = "ai-agent-open";
