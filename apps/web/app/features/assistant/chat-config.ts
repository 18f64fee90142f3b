import { DEFAULT_CONTACT_EMAIL } from "@site/contract/constants";
import { API_BASE } from "#web/lib/api-client";

const env: Record<string, string | undefined> = import.meta.env;

/**
 * Where the chat answers: the same origin's POST /api/chat unless the build sets
 * VITE_CHAT_URL (docs/product/product-choices.md: nothing hard-coded to a host or port).
 */
export const CHAT_URL: string = env.VITE_CHAT_URL || `${API_BASE}/api/chat`;

/**
 * Where the answer streams from (Server-Sent Events, docs/decisions/046-optional-grounded-llm.md):
 * our own API's POST /api/chat/stream. A chat service configured elsewhere (VITE_CHAT_URL) is
 * asked only through CHAT_URL.
 */
export const CHAT_STREAM_URL: string | undefined = env.VITE_CHAT_URL
  ? undefined
  : `${API_BASE}/api/chat/stream`;

/**
 * The site's inbox, named in the chat's failure reply. The API reads CONTACT_EMAIL at run time,
 * which a prerendered page cannot; a build that changes it sets VITE_CONTACT_EMAIL to match.
 */
export const CONTACT_EMAIL: string = env.VITE_CONTACT_EMAIL || DEFAULT_CONTACT_EMAIL;
