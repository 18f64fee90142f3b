import { chatCopy } from "@site/content/assistant/chat";
import { starterQuestionsFor } from "@site/content/assistant/starter-questions";
import type { ChatVote } from "@site/contract/api/assistant";
import { CHAT_INPUT_MAX } from "@site/contract/api/assistant";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { AnswerFeedback } from "./answer-feedback";
import { MarkdownMessage } from "./markdown-message";
import { TalkToPerson } from "./talk-to-person";
import { type ChatMessage, useConversation } from "./use-conversation";

export interface ChatPanelProps {
  /** The panel's element id, which the toggle names in aria-controls. */
  id: string;
  open: boolean;
  /** Escape or the close button: the toggle hides the panel and takes focus back. */
  onClose: () => void;
}

function CloseIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="size-5" fill="none">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
    </svg>
  );
}

function Message({ message, onVoted }: { message: ChatMessage; onVoted: (vote: ChatVote) => void }) {
  if (message.type === "user") {
    return (
      <li className="flex justify-end" data-type="user">
        <p className="max-w-[85%] rounded-2xl rounded-br-sm bg-navy-900 px-3 py-2 text-sm leading-6 break-words whitespace-pre-wrap text-white">
          <span className="sr-only">{chatCopy.userSpeaker} </span>
          {message.text}
        </p>
      </li>
    );
  }
  // An answer is Markdown: paragraphs, lists, tables and code blocks, so a block of its own.
  return (
    <li className="flex justify-start" data-type="bot">
      <div className="max-w-[92%] min-w-0 rounded-2xl rounded-bl-sm bg-slate-100 px-3 py-2 text-sm leading-6 break-words text-slate-900">
        <span className="sr-only">{chatCopy.botSpeaker} </span>
        <MarkdownMessage text={message.text} />
        {message.answerId ? (
          <AnswerFeedback answerId={message.answerId} vote={message.vote} onVoted={onVoted} />
        ) : null}
      </div>
    </li>
  );
}

/**
 * The AI Agent panel: a non-modal dialog with the conversation (a polite live region, so new
 * messages are announced) and a one-line input where Enter sends. It stays mounted while
 * hidden, so the conversation is kept; the toggle loads it on first open.
 */
export function ChatPanel({ id, open, onClose }: ChatPanelProps) {
  const titleId = useId();
  const inputId = useId();
  const counterId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const [draft, setDraft] = useState("");
  const { messages, send, isPending, streaming, voted } = useConversation();
  const [handingOver, setHandingOver] = useState(false);
  const [notice, setNotice] = useState("");
  // Only the greeting so far: offer the page's starter questions.
  const starters = messages.length === 1 && !isPending ? starterQuestionsFor(window.location.pathname) : [];

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // Keep the newest message in view.
  const count = messages.length;
  useEffect(() => {
    const log = logRef.current;
    if (log && (count > 0 || isPending || streaming)) log.scrollTop = log.scrollHeight;
  }, [count, isPending, streaming]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send(draft)) setDraft("");
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== "Escape") return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  }

  return (
    <section
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={onKeyDown}
      className="fixed inset-x-0 bottom-0 z-50 flex h-[min(34rem,85dvh)] flex-col border-t border-slate-200 bg-white shadow-2xl sm:inset-x-auto sm:right-4 sm:bottom-20 sm:w-[28rem] sm:rounded-xl sm:border scheme-page"
    >
      <header className="flex items-center justify-between gap-2 bg-navy-900 px-4 py-3 text-white scheme-light sm:rounded-t-xl">
        <h2 id={titleId} className="text-base font-semibold">
          {chatCopy.title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={chatCopy.closeLabel}
          className="inline-flex size-9 items-center justify-center rounded-md text-white hover:bg-navy-700"
        >
          <CloseIcon />
        </button>
      </header>

      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        // While an answer streams in, screen readers wait for the whole of it.
        aria-busy={streaming !== ""}
        aria-label={chatCopy.conversationLabel}
        className="flex-1 overflow-y-auto px-3 py-4"
      >
        <ul className="space-y-3">
          {messages.map((message) => (
            <Message key={message.id} message={message} onVoted={(vote) => voted(message.id, vote)} />
          ))}
          {isPending && streaming ? (
            <li className="flex justify-start" data-streaming="true">
              <div className="max-w-[92%] min-w-0 rounded-2xl rounded-bl-sm bg-slate-100 px-3 py-2 text-sm leading-6 break-words text-slate-900">
                <span className="sr-only">{chatCopy.botSpeaker} </span>
                <MarkdownMessage text={streaming} />
              </div>
            </li>
          ) : isPending ? (
            <li className="flex justify-start">
              <p className="rounded-2xl rounded-bl-sm bg-slate-100 px-3 py-2 text-sm text-slate-700">
                {chatCopy.thinking}
              </p>
            </li>
          ) : null}
        </ul>
      </div>

      {starters.length > 0 ? (
        <ul aria-label={chatCopy.startersLabel} className="flex flex-wrap gap-2 px-3 pb-3">
          {starters.map((question) => (
            <li key={question}>
              <button
                type="button"
                onClick={() => send(question)}
                className="rounded-full border border-navy-700 px-3 py-1 text-left text-xs font-medium text-navy-900 hover:bg-slate-100"
              >
                {question}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {notice ? (
        <p role="status" className="border-t border-slate-200 px-3 py-2 text-sm text-green-900">
          {notice}
        </p>
      ) : null}

      {handingOver ? (
        <TalkToPerson
          messages={messages}
          onBack={() => setHandingOver(false)}
          onSent={(message) => {
            setHandingOver(false);
            setNotice(message);
          }}
        />
      ) : (
        <form onSubmit={onSubmit} className="border-t border-slate-200 px-3 pt-3 pb-2">
          <div className="flex gap-2">
            <label htmlFor={inputId} className="sr-only">
              {chatCopy.inputLabel}
            </label>
            <input
              ref={inputRef}
              id={inputId}
              type="text"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              maxLength={CHAT_INPUT_MAX}
              autoComplete="off"
              placeholder={chatCopy.inputPlaceholder}
              aria-describedby={counterId}
              className="min-w-0 flex-1 rounded-md border border-slate-400 px-3 py-2 text-sm text-slate-900 placeholder:text-slate-600"
            />
            <button
              type="submit"
              disabled={isPending}
              className="rounded-md bg-navy-900 px-4 py-2 text-sm font-medium text-white hover:bg-navy-700 disabled:cursor-not-allowed disabled:bg-slate-500"
            >
              {chatCopy.send}
            </button>
          </div>
          <div className="mt-1 flex items-center justify-between gap-2">
            <button
              type="button"
              onClick={() => {
                setNotice("");
                setHandingOver(true);
              }}
              className="text-xs font-medium text-blue-700 underline underline-offset-2"
            >
              {chatCopy.talkToPerson}
            </button>
            <p id={counterId} className="text-right text-xs text-slate-600">
              {draft.length} / {CHAT_INPUT_MAX} <span className="sr-only">{chatCopy.characters}</span>
            </p>
          </div>
        </form>
      )}
    </section>
  );
}
