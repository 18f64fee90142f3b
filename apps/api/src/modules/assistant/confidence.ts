/**
 * How sure the AI Agent is of an answer, read from what its retrieval found; it changes nothing of
 * what is answered (docs/decisions/076-assistant-console-for-the-docs-team.md).
 *
 * - `declined`: the agent said it could not answer: 0.
 * - `rule`: a rule recognised the question outright (contact, plans, jobs, a named operation,
 *   small talk): 0.9, the rules are tested on the frozen evaluation sets.
 * - `retrieval`: the answer came from the search over our pages: the share of the question's topic
 *   words the best passage (or fact) holds, weighted by the margin of the best BM25 score over the
 *   second: `coverage × (0.5 + 0.5 × margin)`. A passage that holds every word and stands well
 *   above the next is sure; one that holds half the words, neck and neck with another, is not.
 */
export type ConfidenceBasis = "declined" | "rule" | "retrieval";

export interface Confidence {
  value: number;
  basis: ConfidenceBasis;
}

/** Below this an answer counts as low-confidence in the console. */
export const LOW_CONFIDENCE = 0.5;

export const RULE_CONFIDENCE = 0.9;

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The confidence of a retrieved answer. `coverage` is the share (0–1) of the question's topic words
 * the best passage or fact holds; `scores` the BM25 scores of the hits, best first.
 */
export function retrievalConfidence(coverage: number, scores: readonly number[]): Confidence {
  const top = scores[0] ?? 0;
  const second = scores[1] ?? 0;
  const margin = top > 0 ? Math.max(0, (top - second) / top) : 0;
  const covered = Math.min(1, Math.max(0, coverage));
  return { value: round2(covered * (0.5 + 0.5 * margin)), basis: "retrieval" };
}

export const declinedConfidence: Confidence = { value: 0, basis: "declined" };
export const ruleConfidence: Confidence = { value: RULE_CONFIDENCE, basis: "rule" };
