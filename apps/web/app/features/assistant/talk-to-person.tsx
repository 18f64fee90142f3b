import { chatCopy } from "@site/content/assistant/chat";
import { CHAT_HANDOVER_MAX_TURNS, CHAT_HANDOVER_NOTE_MAX } from "@site/contract/api/assistant";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { ApiError } from "#web/lib/api-client";
import { useHandOver } from "./api/hand-over";
import type { ChatMessage } from "./use-conversation";

const field = "w-full rounded-md border border-slate-400 px-3 py-1.5 text-sm text-slate-900";

/**
 * "Talk to a person": the visitor gives a name and an e-mail; the conversation (without the
 * greeting, the last CHAT_HANDOVER_MAX_TURNS messages) goes to the site's inbox as an inquiry.
 */
export function TalkToPerson({
  messages,
  onBack,
  onSent,
}: {
  messages: readonly ChatMessage[];
  onBack: () => void;
  onSent: (message: string) => void;
}) {
  const id = useId();
  const handOver = useHandOver();
  const [error, setError] = useState("");
  const transcript = messages
    .filter((m) => m.id !== 0)
    .slice(-CHAT_HANDOVER_MAX_TURNS)
    .map(({ type, text }) => ({ type, text }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    if (transcript.length === 0) {
      setError(chatCopy.handoverEmpty);
      return;
    }
    setError("");
    const note = text("note");
    handOver.mutate(
      {
        firstName: text("firstName"),
        lastName: text("lastName"),
        emailAddress: text("emailAddress"),
        ...(note ? { note } : {}),
        page: window.location.pathname,
        transcript,
      },
      {
        onSuccess: (answer) => onSent(answer.message),
        // The server's words for each field to fix ("Invalid email address."), or the rate limit's.
        onError: (failure) => {
          const fields = failure instanceof ApiError ? Object.values(failure.fields).join(" ") : "";
          const limited = failure instanceof ApiError && failure.status === 429 ? failure.serverMessage : "";
          setError(fields || limited || chatCopy.handoverFailed);
        },
      },
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      className="space-y-2 border-t border-slate-200 px-3 py-3"
    >
      <h3 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
        {chatCopy.handoverTitle}
      </h3>
      <p className="text-xs text-slate-700">{chatCopy.handoverIntro}</p>
      <div className="grid grid-cols-2 gap-2">
        {nameFields.map(({ part, name, autoComplete }) => (
          <Labelled key={part} id={`${id}-${part}`} label={chatCopy[name]}>
            <input
              id={`${id}-${part}`}
              name={name}
              required
              maxLength={100}
              autoComplete={autoComplete}
              className={field}
            />
          </Labelled>
        ))}
      </div>
      <Labelled id={`${id}-email`} label={chatCopy.email}>
        <input
          id={`${id}-email`}
          name="emailAddress"
          type="email"
          required
          autoComplete="email"
          className={field}
        />
      </Labelled>
      <Labelled id={`${id}-note`} label={chatCopy.note}>
        <textarea
          id={`${id}-note`}
          name="note"
          rows={2}
          maxLength={CHAT_HANDOVER_NOTE_MAX}
          className={field}
        />
      </Labelled>
      {error ? (
        <p role="alert" className="text-xs text-red-800">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={handOver.isPending}
          className="rounded-md bg-navy-900 px-3 py-1.5 text-sm font-medium text-white hover:bg-navy-700 disabled:bg-slate-500"
        >
          {handOver.isPending ? chatCopy.handoverSending : chatCopy.handoverSend}
        </button>
        <button
          type="button"
          onClick={onBack}
          className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-navy-900 hover:border-navy-700"
        >
          {chatCopy.handoverBack}
        </button>
      </div>
    </form>
  );
}

/** The two name fields, alike but for their names. */
const nameFields = [
  { part: "first", name: "firstName", autoComplete: "given-name" },
  { part: "last", name: "lastName", autoComplete: "family-name" },
] as const;

/** A small label above its control. */
function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}
