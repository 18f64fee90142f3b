// AI Agent evaluation (issue 18): asks every question of questions.ts through POST /api/chat of
// the real app (embedded PGlite with the demo job posts of a fresh site) and reports top-1
// correctness by question group, decline precision and recall, and the answer time. A benchmark:
// it prints figures and writes bench/results/chat-eval.json (or the file named by --out), it
// does not fail.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { seedDemoData } from "../../apps/api/src/db/seed/seed-demo-data.ts";
import { startFakeLlm } from "../../apps/api/src/testing/fake-llm-server.ts";
import { createTestApp } from "../../apps/api/src/testing/test-app.ts";
import { chatThroughApp } from "./chat-through-app.ts";
import { type Ask, formatTable, runEvaluation, summarize } from "./evaluation.ts";
import { evaluationSet } from "./questions.ts";

const outArg = process.argv.indexOf("--out");
const outName = outArg > 0 ? (process.argv[outArg + 1] ?? "chat-eval.json") : "chat-eval.json";
const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "results");

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * POST /api/chat/stream of an app pointed at a fake OpenAI-compatible model that answers at once,
 * citing the first passage it is given: the time our side adds (retrieval, the request, the
 * stream, the citation check), not a real model's. The first pass warms up; the second is measured.
 */
async function streamTimes(questions: readonly string[]) {
  const llm = await startFakeLlm((request) => {
    const link = /link: (\S+)/.exec(request.body.messages?.[0]?.content ?? "")?.[1] ?? "/";
    return { pieces: ["The answer is in our documentation", ", with the command", ` ([source](${link})).`] };
  });
  const app = await createTestApp("pglite", { LLM_BASE_URL: llm.url, LLM_MODEL: "fake" });
  try {
    let client = 0;
    const once = async (question: string) => {
      client += 1;
      const started = performance.now();
      const reply = await app.app.inject({
        method: "POST",
        url: "/api/chat/stream",
        remoteAddress: `10.200.${(client >> 8) & 255}.${client & 255}`,
        payload: { user_input: question },
      });
      const ms = performance.now() - started;
      return { ms, generated: reply.body.includes('"generated":true') };
    };
    for (const q of questions) await once(q);
    const runs = [];
    for (const q of questions) runs.push(await once(q));
    const sorted = runs.map((r) => r.ms).sort((a, b) => a - b);
    return {
      questions: runs.length,
      generated: runs.filter((r) => r.generated).length,
      p50Ms: Math.round(percentile(sorted, 50) * 10) / 10,
      p95Ms: Math.round(percentile(sorted, 95) * 10) / 10,
    };
  } finally {
    await app.close();
    await llm.close();
  }
}

const t = await createTestApp("pglite");
try {
  await seedDemoData(t.database.db);
  const chat = chatThroughApp(t.app);
  const ask: Ask = async (question, history) => {
    const reply = await chat(question, history);
    if (reply.statusCode !== 200)
      throw new Error(`POST /api/chat answered ${reply.statusCode}: ${reply.body}`);
    return (reply.json() as { response: string }).response;
  };

  // A first pass warms the process (JIT, indexes, the database's caches); the second is measured.
  await runEvaluation(ask);
  const results = await runEvaluation(ask);
  const summary = summarize(results);

  console.log(`AI Agent evaluation: ${evaluationSet.length} questions\n`);
  console.log(formatTable(summary));
  const wrong = results.filter((r) => !r.correct);
  if (wrong.length) {
    console.log(`\nwrong first answers (${wrong.length}):`);
    for (const r of wrong) {
      const why = r.shouldDecline
        ? "should decline"
        : r.declined
          ? "declined"
          : `lacks ${r.missing.join(", ")}`;
      console.log(`  [${r.group}] ${r.question} — ${why}`);
    }
  }
  const stream = await streamTimes(evaluationSet.filter((c) => !c.after).map((c) => c.question));
  console.log(
    `\nPOST /api/chat/stream with a fake model answering at once: ${stream.questions} questions, ${stream.generated} worded by the model, p50 ${stream.p50Ms} ms, p95 ${stream.p95Ms} ms`,
  );
  const file = path.join(resultsDir, outName);
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), questions: results.length, ...summary, stream, results }, null, 2)}\n`,
  );
  // In the repository's format, so that a committed result passes the lint.
  spawnSync("npx", ["biome", "format", "--write", file], { stdio: "ignore" });
  console.log(`\nwritten to ${path.relative(process.cwd(), file)}`);
} finally {
  await t.close();
}
