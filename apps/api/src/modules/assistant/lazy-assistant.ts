import type { Assistant, AssistantOptions } from "./assistant.ts";

/**
 * The AI Agent, built at its first question rather than at start: its index (the documentation's
 * passages, facts and vocabulary) is not needed to be ready, and building it took a third of the
 * app's set-up (docs/decisions/081-start-fast-refuse-fast.md). Questions asked while it is built
 * wait for the one build; a build that failed is tried again at the next question.
 */
export function lazyAssistant(build: () => Promise<Assistant>): Assistant {
  let built: Promise<Assistant> | undefined;
  return {
    answer(input, history) {
      if (!built) {
        const attempt = build();
        built = attempt;
        attempt.catch(() => {
          if (built === attempt) built = undefined;
        });
      }
      return built.then((assistant) => assistant.answer(input, history));
    },
  };
}

/** `createAssistant(options)`, with its module and its content loaded at the first question. */
export function createLazyAssistant(options: AssistantOptions): Assistant {
  return lazyAssistant(async () => (await import("./assistant.ts")).createAssistant(options));
}
