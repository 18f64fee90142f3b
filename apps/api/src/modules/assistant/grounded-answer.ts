import type { ChatTurn } from "@site/contract/api/assistant";
import type { Assistant, AssistantAnswer } from "./assistant.ts";
import { checkCitations, groundedMessages, ownLink } from "./grounding.ts";
import { LlmFailure, type LlmSettings, streamCompletion } from "./llm-client.ts";
import { createSafeStream } from "./safe-markdown.ts";

export interface GroundedAnswer extends AssistantAnswer {
  /** A language model worded it from our passages. */
  generated: boolean;
}

export interface AnswerOptions {
  /** Each piece of the model's answer as it arrives (not called without a model). */
  onToken?: (text: string) => void;
  /** Stops asking the model (the visitor left); the extractive answer is returned. */
  signal?: AbortSignal;
}

export interface Answerer {
  answer(input: string, history: readonly ChatTurn[], options?: AnswerOptions): Promise<GroundedAnswer>;
}

/** Why a model's answer was not used, for the log: never the question, the answer or the key. */
export type FallbackReason = LlmFailure["reason"] | "no-citation" | "aborted";

/**
 * The extractive assistant, with an optional language model that words its answer from the
 * passages it retrieved. The model's answer is kept only when it cites at least one of them;
 * a slow, failing or unsourced model leaves the extractive answer (docs/decisions/046-optional-grounded-llm.md).
 */
export function createAnswerer(
  assistant: Assistant,
  llm: LlmSettings | undefined,
  contactEmail: string,
  onFallback: (reason: FallbackReason) => void = () => {},
): Answerer {
  return {
    async answer(input, history, options = {}) {
      const extractive = await assistant.answer(input, history);
      const fallback: GroundedAnswer = { ...extractive, generated: false };
      const passages = llm && extractive.grounding ? extractive.grounding() : [];
      if (!llm || passages.length === 0) return fallback;
      const messages = groundedMessages(input, passages, history, contactEmail);
      let text = "";
      // The words shown while the answer comes are made safe like the answer itself.
      const safe = createSafeStream(ownLink(contactEmail));
      const show = (piece: string) => {
        if (piece !== "") options.onToken?.(piece);
      };
      try {
        for await (const piece of streamCompletion(llm, messages, options.signal)) {
          text += piece;
          show(safe.push(piece));
        }
        show(safe.end());
      } catch (error) {
        if (error instanceof LlmFailure) onFallback(error.reason);
        else if (options.signal?.aborted) onFallback("aborted");
        else throw error;
        return fallback;
      }
      const checked = checkCitations(text, passages, contactEmail);
      if (!checked) {
        onFallback("no-citation");
        return fallback;
      }
      // The model words the passages retrieval found: the confidence stays retrieval's.
      return {
        ...checked,
        declined: false,
        generated: true,
        ...(extractive.confidence ? { confidence: extractive.confidence } : {}),
      };
    },
  };
}
