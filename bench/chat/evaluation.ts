// Runs the AI Agent's evaluation set (questions.ts) through an `ask` function and grades the first
// answer to each question. Shared by the benchmark (chat.bench.ts) and the answer-format test.
import { type EvalCase, type EvalGroup, evaluationSet } from "./questions.ts";

/** One earlier message of the conversation, as the widget keeps it. */
export interface Turn {
  type: "user" | "bot";
  text: string;
}

export type Ask = (question: string, history: readonly Turn[]) => Promise<string>;

export interface CaseResult {
  group: EvalGroup;
  question: string;
  after?: readonly string[];
  response: string;
  ms: number;
  declined: boolean;
  shouldDecline: boolean;
  correct: boolean;
  /** The expected facts the answer lacks. */
  missing: string[];
  /** Markdown shown as flattened text (see flattenedMarkdown). */
  flattened: string[];
}

/** A refusal says so in its first sentence. */
const DECLINE = /\b(could not find|couldn't find|can't answer|cannot answer|can not answer)\b/i;

export function isDecline(response: string): boolean {
  const first = response.trim().split(/(?<=[.!?])\s/)[0] ?? "";
  return DECLINE.test(first);
}

/**
 * Markdown that reached the answer as flattened text: a table's separator row or a row of cells
 * outside a table, or a code fence left open. Inline code (`a|b`) and code blocks may hold pipes.
 */
export function flattenedMarkdown(response: string): string[] {
  const problems: string[] = [];
  const lines = response.split("\n");
  let inFence = false;
  lines.forEach((line, index) => {
    if (/^\s*```/.test(line)) {
      inFence = !inFence;
      return;
    }
    if (inFence) return;
    const prose = line.replace(/`[^`]*`/g, "");
    if (/-{3,}\s+-{3,}/.test(prose)) problems.push(`separator as text: ${line}`);
    if (!prose.includes("|")) return;
    if (!/^\s*\|.*\|\s*$/.test(prose)) {
      problems.push(`cells as text: ${line}`);
      return;
    }
    // The first row of a table is followed by its separator row.
    const startsTable = !/^\s*\|/.test(lines[index - 1] ?? "");
    const separator = /^\s*\|(\s*:?-{3,}:?\s*\|)+\s*$/;
    if (startsTable && !separator.test(lines[index + 1] ?? ""))
      problems.push(`table without header: ${line}`);
  });
  if (inFence) problems.push("code block left open");
  return problems;
}

/** The answer as a reader sees it: without Markdown emphasis, code marks and escapes. */
function visibleText(response: string): string {
  return response.replace(/\*\*|`|\\(?=[|*_`[\]])/g, "");
}

/** An operation's name counts as a whole word: `copy_file` is not found in `remote_copy_file`. */
function contains(text: string, fact: string): boolean {
  if (/^[a-z]+(_[a-z0-9]+)+$/.test(fact)) return new RegExp(`(?<!\\w)${fact}(?!\\w)`).test(text);
  return text.toLowerCase().includes(fact.toLowerCase());
}

function missingFacts(response: string, expected: readonly (string | RegExp)[]): string[] {
  const text = visibleText(response);
  return expected
    .filter((fact) => (typeof fact === "string" ? !contains(text, fact) : !fact.test(text)))
    .map(String);
}

export function grade(item: EvalCase, response: string, ms: number): CaseResult {
  const declined = isDecline(response);
  const shouldDecline = item.decline === true;
  const missing = shouldDecline ? [] : missingFacts(response, item.expect ?? []);
  return {
    group: item.group,
    question: item.question,
    ...(item.after ? { after: item.after } : {}),
    response,
    ms,
    declined,
    shouldDecline,
    correct: shouldDecline ? declined : !declined && missing.length === 0,
    missing,
    flattened: flattenedMarkdown(response),
  };
}

/** Asks every question (after its conversation's earlier questions) and grades the answers. */
export async function runEvaluation(ask: Ask, cases: readonly EvalCase[] = evaluationSet) {
  const results: CaseResult[] = [];
  for (const item of cases) {
    const history: Turn[] = [];
    for (const earlier of item.after ?? []) {
      const answer = await ask(earlier, history);
      history.push({ type: "user", text: earlier }, { type: "bot", text: answer });
    }
    const started = performance.now();
    const response = await ask(item.question, history);
    results.push(grade(item, response, performance.now() - started));
  }
  return results;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);

export interface GroupSummary {
  group: EvalGroup | "all";
  questions: number;
  correct: number;
  top1Percent: number;
}

/**
 * How many answers are correct, per group in the order met and then over all, with the share in
 * percent to a tenth (0 for an empty group); the held-out bench counts its own the same way.
 */
export function correctByGroup<Group extends string>(
  scored: readonly { group: Group; correct: boolean }[],
): { group: Group | "all"; questions: number; correct: number; percent: number }[] {
  const share = (group: Group | "all", rows: readonly { correct: boolean }[]) => {
    const correct = rows.filter((r) => r.correct).length;
    return {
      group,
      questions: rows.length,
      correct,
      percent: rows.length ? Math.round((1000 * correct) / rows.length) / 10 : 0,
    };
  };
  const groups = [...new Set(scored.map((s) => s.group))];
  return [
    ...groups.map((g) =>
      share(
        g,
        scored.filter((s) => s.group === g),
      ),
    ),
    share("all", scored),
  ];
}

export function summarize(results: readonly CaseResult[]) {
  const declined = results.filter((r) => r.declined);
  const shouldDecline = results.filter((r) => r.shouldDecline);
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    byGroup: correctByGroup(results).map(
      ({ percent, ...row }): GroupSummary => ({ ...row, top1Percent: percent }),
    ),
    /** Of the answers that declined, the share that should have. */
    declinePrecisionPercent: declined.length
      ? Math.round((1000 * declined.filter((r) => r.shouldDecline).length) / declined.length) / 10
      : 100,
    /** Of the questions to decline, the share declined. */
    declineRecallPercent: shouldDecline.length
      ? Math.round((1000 * shouldDecline.filter((r) => r.declined).length) / shouldDecline.length) / 10
      : 100,
    declined: declined.length,
    /** Answers holding Markdown as flattened text. */
    flattenedAnswers: results.filter((r) => r.flattened.length > 0).length,
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
  };
}

export function formatTable(summary: ReturnType<typeof summarize>): string {
  const lines = [
    "| Group                | Questions | Correct | Top-1   |",
    "| -------------------- | --------: | ------: | ------: |",
    ...summary.byGroup.map(
      (g) =>
        `| ${g.group.padEnd(20)} | ${String(g.questions).padStart(9)} | ${String(g.correct).padStart(7)} | ${`${g.top1Percent.toFixed(1)} %`.padStart(7)} |`,
    ),
  ];
  return [
    ...lines,
    "",
    `decline precision: ${summary.declinePrecisionPercent.toFixed(1)} % (${summary.declined} declined), decline recall: ${summary.declineRecallPercent.toFixed(1)} %`,
    `answers with flattened Markdown: ${summary.flattenedAnswers}`,
    `answer time: p50 ${summary.p50Ms.toFixed(2)} ms, p95 ${summary.p95Ms.toFixed(2)} ms`,
  ].join("\n");
}
