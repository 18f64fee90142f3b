// Chat evaluation (issue 9): top-1 and top-3 accuracy of the assistant's ranked pages on the
// evaluation set. A benchmark: it prints figures, it does not fail.
import { createAssistant } from "../../apps/api/src/modules/chat/assistant.ts";
import { buildCorpus } from "../../apps/api/src/modules/chat/corpus.ts";
import { evaluationSet } from "./questions.ts";

const assistant = createAssistant(buildCorpus(), "contact@example.com");
let top1 = 0;
let top3 = 0;
const misses: string[] = [];
const started = performance.now();
for (const { question, page } of evaluationSet) {
  const pages = [...new Set(assistant.rank(question).map((p) => p.url.split("#")[0]))];
  if (pages[0] === page) top1 += 1;
  if (pages.slice(0, 3).includes(page)) top3 += 1;
  else misses.push(`  "${question}" → expected ${page}, got ${pages.slice(0, 3).join(", ") || "nothing"}`);
}
const ms = (performance.now() - started) / evaluationSet.length;
const pct = (n: number) => `${((100 * n) / evaluationSet.length).toFixed(1)} %`;
console.log(`questions: ${evaluationSet.length}`);
console.log(`top-1 accuracy: ${pct(top1)} (${top1})`);
console.log(`top-3 accuracy: ${pct(top3)} (${top3})`);
console.log(`mean time per question: ${ms.toFixed(2)} ms`);
if (misses.length) console.log(`not in the top 3:\n${misses.join("\n")}`);
