// AI Agent held-out evaluation (issue 31): asks every question of bench/assistant-heldout through
// POST /api/chat of the real app (embedded PGlite with the demo job posts of a fresh site) and
// scores the answers by the README's rule (heldout-scoring.ts), per set and per group. A second
// pass points the app at a fake model that echoes the passages it is sent (the model path of
// decision 046) and reports the share of answerable questions whose passages hold every expected
// fact. A benchmark: it prints figures and writes bench/results/assistant-heldout-<date>.json
// (or --out NAME), it does not fail on low figures.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chatApi } from "@site/contract/api/assistant";
import { seedDemoData } from "../../apps/api/src/db/seed/seed-demo-data.ts";
import { type FakeLlmRequest, startFakeLlm } from "../../apps/api/src/testing/fake-llm-server.ts";
import { createTestApp } from "../../apps/api/src/testing/test-app.ts";
import {
  type HeldoutQuestion,
  missingFacts,
  plainText,
  type Scored,
  type Share,
  scoreAnswer,
  shares,
} from "./heldout-scoring.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const data = path.join(here, "..", "assistant-heldout");
const setFiles: Record<string, string> = {
  dev: "questions.json",
  heldout: "questions.heldout.json",
  heldout2: "questions.heldout-2.json",
  heldout3: "questions.heldout-3.json",
  heldout4: "questions.heldout-4.json",
  // Round 5 (decision 102): written by a helper who had not read the code; run before the change and once at the end.
  heldout5: "questions.heldout-5.json",
  heldout6: "questions.heldout-6.json",
  // Round 7 (decision 112): written blind, before the change; run before it and once at the end.
  heldout7: "questions.heldout-7.json",
  // Round 8 (decision 113): written blind; run on the code before this round's changes and once at the end.
  heldout8: "questions.heldout-8.json",
  heldout9: "questions.heldout-9.json",
  heldout10: "questions.heldout-10.json",
  heldout11: "questions.heldout-11.json",
  heldout12: "questions.heldout-12.json",
  heldout13: "questions.heldout-13.json",
};
/**
 * Which sets to run: `--sets dev,heldout2` (or BENCH_SETS), each a name above or a path to a
 * questions file (relative to bench/assistant-heldout or absolute). The held-out sets are run
 * before the change and at the end only (README rule 2).
 */
const setsArg = process.argv.indexOf("--sets");
const sets = (
  (setsArg > 0 ? process.argv[setsArg + 1] : undefined) ??
  process.env.BENCH_SETS ??
  "dev,heldout"
)
  .split(",")
  .map((name) => name.trim())
  .filter((name) => name.length > 0);
const fileOf = (set: string) => path.resolve(data, setFiles[set] ?? set);
const questionsOf = (set: string) => JSON.parse(readFileSync(fileOf(set), "utf8")) as HeldoutQuestion[];
const outArg = process.argv.indexOf("--out");
const outName =
  (outArg > 0 ? process.argv[outArg + 1] : undefined) ??
  `assistant-heldout-${new Date().toISOString().slice(0, 10)}.json`;

type Ask = (question: string) => Promise<string>;

/** A fresh site (migrated PGlite, demo posts) answering POST /api/chat; `env` may add a model. */
async function withSite<T>(env: Record<string, string>, work: (ask: Ask) => Promise<T>): Promise<T> {
  const t = await createTestApp("pglite", env);
  try {
    await seedDemoData(t.database.db);
    let client = 0;
    return await work(async (question) => {
      // Every request from an address of its own: the per-address limit counts visitors, not this run.
      client += 1;
      const reply = await t.app.inject({
        method: chatApi.method,
        url: chatApi.path,
        remoteAddress: `10.31.${(client >> 8) & 255}.${client & 255}`,
        payload: { user_input: question },
      });
      if (reply.statusCode !== 200)
        throw new Error(`${chatApi.path} answered ${reply.statusCode}: ${reply.body}`);
      return chatApi.response.parse(reply.json()).response;
    });
  } finally {
    await t.close();
  }
}

/** The passages of the system prompt the model received (grounding.ts), without its instructions. */
function passagesOf(request: FakeLlmRequest): string {
  const system = request.body.messages?.find((m) => m.role === "system")?.content ?? "";
  const at = system.indexOf("\nPassages:\n");
  return at >= 0 ? system.slice(at + "\nPassages:\n".length) : system;
}

interface ContextResult {
  id: string;
  group: string;
  /** The app asked the model (it does not for declines and small talk). */
  sentToModel: boolean;
  /** Expected facts missing from the passages (all of them when nothing was sent). */
  missing: string[];
  /** The echoed answer, scored as the first pass scores answers. */
  echoed: Scored;
}

const byGroup = (rows: readonly Share[]) =>
  rows.map((r) => `| ${r.group} | ${r.questions} | ${r.correct} | ${r.percent.toFixed(1)} % |`).join("\n");

const output: Record<string, unknown> = { date: new Date().toISOString() };

// Pass 1: retrieval alone, no model (the default site).
const retrieval: Record<string, { shares: Share[]; results: (Scored & { answer: string })[] }> = {};
await withSite({}, async (ask) => {
  for (const set of sets) {
    const results = [];
    for (const q of questionsOf(set)) {
      const answer = await ask(q.question);
      results.push({ ...scoreAnswer(q, answer), answer });
    }
    retrieval[set] = { shares: shares(results), results };
  }
});
console.log("AI Agent held-out evaluation, POST /api/chat without a model\n");
for (const [set, { shares: rows, results }] of Object.entries(retrieval)) {
  console.log(`#### ${set}\n\n| group | questions | correct | share |\n| --- | ---: | ---: | ---: |`);
  console.log(`${byGroup(rows)}\n`);
  for (const r of results.filter((r) => !r.correct)) {
    const why = !r.answerable
      ? r.declined
        ? `holds ${r.forbidden.join(", ")}`
        : "should decline"
      : [
          r.declined ? "declined" : "",
          r.missing.length ? `lacks ${r.missing.join(", ")}` : "",
          r.forbidden.length ? `holds ${r.forbidden.join(", ")}` : "",
        ]
          .filter(Boolean)
          .join("; ");
    console.log(`  wrong ${r.id} [${r.group}]: ${why}`);
  }
  console.log("");
}
output.retrieval = retrieval;

// Pass 2: the model path, with a model that echoes its passages and cites the first one.
const llm = await startFakeLlm((request) => {
  const passages = passagesOf(request);
  const link = /link: (\S+)/.exec(passages)?.[1] ?? "/";
  return { pieces: [passages, `\n\n([source](${link}))`] };
});
const model: Record<
  string,
  { answerable: number; contextHoldsAll: number; percent: number; sentToModel: number }
> = {};
const modelResults: Record<string, ContextResult[]> = {};
try {
  await withSite({ LLM_BASE_URL: llm.url, LLM_MODEL: "fake-echo" }, async (ask) => {
    for (const set of sets) {
      const results: ContextResult[] = [];
      for (const q of questionsOf(set).filter((q) => q.answerable)) {
        const before = llm.requests.length;
        const answer = await ask(q.question);
        const sent = llm.requests.slice(before).filter((r) => r.path === "/v1/chat/completions");
        const context = plainText(sent.map(passagesOf).join("\n\n"));
        results.push({
          id: q.id,
          group: q.group,
          sentToModel: sent.length > 0,
          missing: missingFacts(context, q.mustContain),
          echoed: scoreAnswer(q, answer),
        });
      }
      const holding = results.filter((r) => r.sentToModel && r.missing.length === 0).length;
      model[set] = {
        answerable: results.length,
        contextHoldsAll: holding,
        percent: results.length ? Math.round((1000 * holding) / results.length) / 10 : 0,
        sentToModel: results.filter((r) => r.sentToModel).length,
      };
      modelResults[set] = results;
    }
  });
} finally {
  await llm.close();
}
console.log(
  "Model path (fake model echoing its passages): answerable questions whose passages hold every fact\n",
);
console.log("| set | answerable | sent to the model | passages hold every fact | share |");
console.log("| --- | ---: | ---: | ---: | ---: |");
for (const [set, m] of Object.entries(model))
  console.log(
    `| ${set} | ${m.answerable} | ${m.sentToModel} | ${m.contextHoldsAll} | ${m.percent.toFixed(1)} % |`,
  );
for (const [set, results] of Object.entries(modelResults)) {
  const echoed = shares(results.map((r) => r.echoed));
  console.log(`\n${set}, the echoed answers scored as answers:\n\n| group | questions | correct | share |`);
  console.log(`| --- | ---: | ---: | ---: |\n${byGroup(echoed)}`);
  for (const r of results.filter((r) => !r.sentToModel || r.missing.length))
    console.log(
      `  ${r.id} [${r.group}]: ${r.sentToModel ? `passages lack ${r.missing.join(", ")}` : "not sent"}`,
    );
}
output.model = { sets: model, results: modelResults };

const file = path.join(here, "..", "results", outName);
writeFileSync(file, `${JSON.stringify(output, null, 2)}\n`);
// In the repository's format, so that a committed result passes the lint.
spawnSync("npx", ["biome", "format", "--write", file], { stdio: "ignore" });
console.log(`\nwritten to ${path.relative(process.cwd(), file)}`);
