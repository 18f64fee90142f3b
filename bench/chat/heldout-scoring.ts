// The scoring rule of bench/assistant-heldout/README.md: matching is case-insensitive on the
// answer's text with Markdown and HTML stripped and whitespace collapsed.
import { correctByGroup, isDecline } from "./evaluation.ts";

/** One question of bench/assistant-heldout (questions.json, questions.heldout.json). */
export interface HeldoutQuestion {
  id: string;
  question: string;
  group: string;
  answerable: boolean;
  /** Each entry must be present: a string, or alternatives of which one is enough. */
  mustContain: (string | string[])[];
  mustNotContain: string[];
  source: string;
}

/**
 * What says "the docs do not say": the README's suggested markers that state it, and the project's
 * own refusal wording (bench/chat's isDecline: "could not find", "can't answer" in the first
 * sentence). The README's "contact our team" and "Contact Us" are left out: a decline *may* offer
 * the contact form, and "Contact Us" is an expected fact of an answerable dev question.
 */
const DECLINE_MARKERS = [
  "not published",
  "isn't published",
  "not in the documentation",
  "docs don't say",
  "don't have that information",
];

/** The answer as text: Markdown links and images as their text, no tags, marks or escapes, one space. */
export function plainText(answer: string): string {
  return answer
    .replace(/!?\[([^\]\n]*)\]\([^)\s]*\)/g, "$1")
    .replace(/<[^<>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\\([\\`*_{}[\]()#+\-.!|<>~])/g, "$1")
    .replace(/\*\*|__|`/g, "")
    .replace(/^\s{0,3}(#{1,6}|>)\s+/gm, "")
    .replace(/\s+/g, " ")
    .trim();
}

const has = (text: string, fact: string) => text.toLowerCase().includes(fact.toLowerCase());

/** The mustContain entries (an array shown as "a | b") none of whose alternatives is in `text`. */
export function missingFacts(text: string, mustContain: HeldoutQuestion["mustContain"]): string[] {
  return mustContain
    .filter((entry) => !(Array.isArray(entry) ? entry : [entry]).some((fact) => has(text, fact)))
    .map((entry) => (Array.isArray(entry) ? entry.join(" | ") : entry));
}

export function declines(answer: string): boolean {
  const text = plainText(answer);
  return isDecline(text) || DECLINE_MARKERS.some((marker) => has(text, marker));
}

export interface Scored {
  id: string;
  group: string;
  answerable: boolean;
  correct: boolean;
  declined: boolean;
  missing: string[];
  /** mustNotContain strings the answer holds. */
  forbidden: string[];
}

export function scoreAnswer(question: HeldoutQuestion, answer: string): Scored {
  const text = plainText(answer);
  const declined = declines(answer);
  const missing = question.answerable ? missingFacts(text, question.mustContain) : [];
  const forbidden = question.mustNotContain.filter((fact) => has(text, fact));
  const correct = question.answerable
    ? !declined && missing.length === 0 && forbidden.length === 0
    : declined && forbidden.length === 0;
  return {
    id: question.id,
    group: question.group,
    answerable: question.answerable,
    correct,
    declined,
    missing,
    forbidden,
  };
}

export interface Share {
  group: string;
  questions: number;
  correct: number;
  percent: number;
}

/** The share correct per group (in the order met) and over all. */
export function shares(scored: readonly { group: string; correct: boolean }[]): Share[] {
  return correctByGroup(scored);
}
