import { chatCopy } from "@site/content/assistant/chat";
import type { ChatVote } from "@site/contract/api/assistant";
import { useRateAnswer } from "./api/rate-answer";

function Thumb({ down }: { down?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className={`size-4 ${down ? "rotate-180" : ""}`}
      fill="none"
    >
      <path
        d="M7 11v9H4v-9h3zm0 0l4-7a2 2 0 012 2v4h5a2 2 0 012 2.3l-1.2 6A2 2 0 0116.8 20H7"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** "Was this answer helpful?": thumbs up or down, sent to our API; the chosen one stays pressed. */
export function AnswerFeedback({
  answerId,
  vote,
  onVoted,
}: {
  answerId: string;
  vote: ChatVote | undefined;
  onVoted: (vote: ChatVote) => void;
}) {
  const rate = useRateAnswer();
  const send = (next: ChatVote) => rate.mutate({ answerId, vote: next }, { onSuccess: () => onVoted(next) });
  const button = (value: ChatVote, label: string) => (
    <button
      type="button"
      aria-pressed={vote === value}
      disabled={rate.isPending}
      onClick={() => send(value)}
      className={`inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs ${
        vote === value ? "bg-navy-900 text-white" : "text-slate-700 hover:bg-slate-200"
      }`}
    >
      <Thumb down={value === "down"} />
      {label}
    </button>
  );
  return (
    <fieldset className="mt-2 flex flex-wrap items-center gap-1 text-xs">
      <legend className="float-left mr-1 text-slate-600">{chatCopy.feedbackLabel}</legend>
      {button("up", chatCopy.feedbackUp)}
      {button("down", chatCopy.feedbackDown)}
      {rate.isSuccess ? <span className="ml-1 text-slate-600">{chatCopy.feedbackThanks}</span> : null}
      {rate.isError ? <span className="ml-1 text-red-800">{chatCopy.feedbackFailed}</span> : null}
    </fieldset>
  );
}
