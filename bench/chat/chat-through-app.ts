// POST /api/chat of an app in this process, shared by the benchmark (chat.bench.ts) and the
// answer-format test: each has its own way of refusing an answer that is not a 200.
import type { TestApp } from "../../apps/api/src/testing/test-app.ts";
import type { Turn } from "./evaluation.ts";

/**
 * A function that asks one question of `app`'s chat, every call from an address of its own: the
 * per-address limit counts visitors, not a run of the evaluation.
 */
export function chatThroughApp(app: TestApp["app"]) {
  let client = 0;
  return (question: string, history: readonly Turn[]) => {
    client += 1;
    return app.inject({
      method: "POST",
      url: "/api/chat",
      remoteAddress: `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
      payload: { user_input: question, ...(history.length ? { history } : {}) },
    });
  };
}
