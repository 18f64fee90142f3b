import { chatCopy } from "@site/content/assistant/chat";
import { CHAT_HISTORY_MAX_TURNS, type ChatVote } from "@site/contract/api/assistant";
import { useCallback, useEffect, useState } from "react";
import { ApiError } from "#web/lib/api-client";
import { useAskAgent } from "./api/ask-agent";
import { CONTACT_EMAIL } from "./chat-config";

export interface ChatMessage {
  id: number;
  type: "bot" | "user";
  text: string;
  /** An answer of our own API can be rated by this id (docs/decisions/036-chat-feedback.md). */
  answerId?: string;
  vote?: ChatVote;
}

/** The conversation survives reloads within the tab, but never leaves it. */
export const CONVERSATION_KEY = "ai-agent-conversation";
const KEPT_MESSAGES = 50;

const greeting: ChatMessage = { id: 0, type: "bot", text: chatCopy.greeting };

function isMessage(value: unknown): value is ChatMessage {
  if (typeof value !== "object" || value === null) return false;
  const { id, type, text, answerId, vote } = value as Record<string, unknown>;
  return (
    typeof id === "number" &&
    (type === "bot" || type === "user") &&
    typeof text === "string" &&
    (answerId === undefined || typeof answerId === "string") &&
    (vote === undefined || vote === "up" || vote === "down")
  );
}

function restore(): ChatMessage[] {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(CONVERSATION_KEY) ?? "null");
    if (Array.isArray(stored) && stored.length > 0 && stored.every(isMessage)) return stored;
  } catch {
    // Unreadable or unavailable storage: start a new conversation.
  }
  return [greeting];
}

/** What the bot says when the chat fails: the rate limit's own words, else the spec's fallback. */
export function failureReply(error: unknown): string {
  if (error instanceof ApiError && error.status === 429 && error.serverMessage) return error.serverMessage;
  return chatCopy.failure(CONTACT_EMAIL);
}

/** The messages so far and `send`, which ignores blank input and input sent while waiting. */
/** The turns a follow-up question needs: the last ones, without the greeting. */
export function historyOf(messages: readonly ChatMessage[]) {
  return messages
    .filter((message) => message.id !== greeting.id)
    .slice(-CHAT_HISTORY_MAX_TURNS)
    .map(({ type, text }) => ({ type, text }));
}

export function useConversation() {
  const [messages, setMessages] = useState<ChatMessage[]>(restore);
  /** The answer as it streams in, until the whole answer replaces it. */
  const [streaming, setStreaming] = useState("");
  const ask = useAskAgent();
  const { mutate, isPending } = ask;

  useEffect(() => {
    try {
      window.sessionStorage.setItem(CONVERSATION_KEY, JSON.stringify(messages.slice(-KEPT_MESSAGES)));
    } catch {
      // Storage full or blocked: the conversation still lives in memory.
    }
  }, [messages]);

  const send = useCallback(
    (input: string): boolean => {
      const text = input.trim();
      if (!text || isPending) return false;
      const add = (type: ChatMessage["type"], messageText: string, answerId?: string) =>
        setMessages((current) => [
          ...current,
          {
            id: (current[current.length - 1]?.id ?? 0) + 1,
            type,
            text: messageText,
            ...(answerId ? { answerId } : {}),
          },
        ]);
      const history = historyOf(messages);
      add("user", text);
      mutate(
        { userInput: text, history, onText: setStreaming },
        {
          onSuccess: (answer) => add("bot", answer.text, answer.answerId),
          onError: (error) => add("bot", failureReply(error)),
          onSettled: () => setStreaming(""),
        },
      );
      return true;
    },
    [isPending, mutate, messages],
  );

  /** Remembers the visitor's vote on an answer, once the server has it. */
  const voted = useCallback((messageId: number, vote: ChatVote) => {
    setMessages((current) => current.map((m) => (m.id === messageId ? { ...m, vote } : m)));
  }, []);

  return { messages, send, isPending, streaming, voted };
}
