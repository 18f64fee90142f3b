import { applyCopy, jobFactLabels, jobSearchCopy } from "@site/content/job-posts/jobs";
import type { Passage } from "./corpus.ts";
import { isEveryday } from "./intent.ts";
import { blockMarkdown, blocksOf, blockText } from "./markdown.ts";
import { stem, synonymsOf, words } from "./words.ts";

/**
 * One fact of our content: a paragraph (with the code block that follows it), a list item or a
 * table row of a documentation section, an operation's description, a FAQ answer or a page's
 * text, with the heading path it stands under (issue #31: every fact must be reachable).
 */
export interface Fact {
  /** The passage (section) it belongs to. */
  section: string;
  /** "Universal Shell › Setup › Create a key pair": the words of the headings count too. */
  path: string;
  title: string;
  url: string;
  /** Its place in the section, to give several facts of one section in the docs' order. */
  order: number;
  /** As shown in an answer. */
  markdown: string;
  /** Plain words, for matching. */
  text: string;
  /** The fact holds a code block (a how-to's step). */
  code: boolean;
}

const plain = (markdown: string) =>
  markdown
    .replace(/```[a-z]*\n?/g, " ")
    .replace(/\[([^[\]]+)\]\([^()]*\)/g, "$1")
    .replace(/[*`>#|]|-{3,}/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** A table row with the table's header, as a table of its own (Markdown stays a table). */
function rowFacts(rows: readonly string[]): string[] {
  const [header, separator, ...body] = rows;
  if (!header || !separator || !/^\s*\|(\s*:?-{3,}:?\s*\|)+\s*$/.test(separator)) return [rows.join("\n")];
  return body.map((row) => [header, separator, row].join("\n"));
}

/** The facts of one passage, in the order they are written. */
export function factsOf(passage: Passage): Fact[] {
  const base = {
    section: passage.id,
    title: passage.title,
    url: passage.url,
    path: passage.title.replace(/:\s*/, " › "),
  };
  if (passage.kind !== "doc" || !passage.markdown) {
    const markdown = passage.answer ?? passage.text;
    return [
      { ...base, order: 0, markdown, text: plain(`${passage.text} ${passage.keywords ?? ""}`), code: false },
    ];
  }
  const facts: Fact[] = [];
  const add = (markdown: string, text: string, code: boolean) =>
    facts.push({ ...base, order: facts.length, markdown, text: plain(text), code });
  for (const block of blocksOf(passage.markdown)) {
    const last = facts.at(-1);
    if (block.kind === "code") {
      // A code block belongs to the sentence that introduces it.
      if (last && !last.code && /:\s*$/.test(last.markdown)) {
        last.markdown = `${last.markdown}\n\n${blockMarkdown(block)}`;
        last.text = `${last.text} ${plain(block.code)}`;
        last.code = true;
      } else add(blockMarkdown(block), block.code, true);
    } else if (block.kind === "list") {
      for (const item of block.items) add(`- ${item}`, item, false);
    } else if (block.kind === "table") {
      for (const row of rowFacts(block.rows)) add(row, row, false);
    } else add(block.text, blockText(block), false);
  }
  return facts;
}

/** Site facts that live outside the documentation (the job application's copy). */
function siteFacts(): Fact[] {
  const apply = `Without an account, open the job and choose **${applyCopy.resumeHeading}**: ${applyCopy.resumeIntro} With an account, sign in and apply with your profile.`;
  return [
    {
      section: "apply",
      title: "Job search",
      url: "/search-jobs",
      path: "Jobs › Apply",
      order: 0,
      markdown: apply,
      text: plain(`${apply} apply application account sign in register resume job`),
      code: false,
    },
    {
      section: "job-facts",
      title: "Job search",
      url: "/search-jobs",
      path: "Jobs › Job facts",
      order: 0,
      markdown: `Each job post says its employment type (${Object.values(jobFactLabels.employmentType).join(", ")}), workplace (${Object.values(jobFactLabels.workplace).join(", ")}) and salary, or “${jobSearchCopy.salaryNotDisclosed}”.`,
      text: "employment type workplace salary pay job post",
      code: false,
    },
  ];
}

export interface FactHit {
  fact: Fact;
  /** The share of the question's words (weighted by how rare they are) the fact holds. */
  coverage: number;
  /** The rank: the coverage, a little less for the white paper and long page texts, a little more for a step with its command when a how-to is asked. */
  score: number;
  /** How many of the question's words the fact itself (or its headings) holds. */
  matched: number;
}

export interface FactIndex {
  facts: readonly Fact[];
  /** `kind`: what the answer must hold (a path for "where", a duration for "how long"). */
  search(
    questionWords: readonly string[],
    limit?: number,
    howTo?: boolean,
    kind?: RegExp,
    /** Pages the question does not ask about (an extension it does not name): ranked a little lower. */
    aside?: (url: string) => boolean,
  ): FactHit[];
  /** Whether any of our content uses the word (or a word of the same stem or meaning). */
  knows(word: string): boolean;
  /** The facts of one section, in order. */
  sectionFacts(section: string): Fact[];
  /** The share of the question's words (weighted as in search) a text holds. */
  cover(text: string, questionWords: readonly string[]): number;
}

/** "stopped" and "running" are "stop" and "run": a doubled consonant before -ed/-ing is the verb's own. */
const verb = (word: string) => word.replace(/([bdgklmnprt])\1(ed|ing)$/, "$1");
/** A word as the fact index matches it: its stem, cut to six letters ("revoked" and "revoke" meet). */
export const factKey = (word: string) => stem(verb(word)).slice(0, 6);
const key = factKey;
/**
 * A word without its inflection ("replaying", "replayed" → "replay"; "stopped" → "stop"), whole (not
 * cut like factKey, so "certified" is not "certificate"); words of four letters or less as they are.
 */
export const inflectionRoot = (word: string) => {
  if (word.length <= 4 || word.includes("_")) return word;
  const root = verb(word).replace(/(ing|ed|es|s)$/, "");
  return root.length >= 4 ? root : word;
};

/** Words people use that the docs say otherwise, for facts only (words.ts has the shared ones). */
const FACT_SAME: readonly (readonly string[])[] = [
  ["rollback", "roll", "revert", "undo", "back", "previous"],
  ["box", "boxes", "vm", "vms", "node", "nodes", "machine", "server"],
  ["duplicate", "duplicates", "twice", "again", "reuse", "reuses", "reused", "exists"],
  ["reboot", "reboots", "boot", "restart"],
  ["agent", "managednode", "managed_node"],
  ["revoke", "revoking", "remove", "delete"],
  ["fingerprint", "fingerprints", "known_nodes"],
  ["permission", "permissions", "iam", "policy"],
  ["push", "upload", "send", "ship", "copy", "copies"],
  ["git", "commit", "committed", "repo", "repository", "version"],
  ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "weekly", "week"],
];
const factSame = new Map<string, readonly string[]>();
for (const group of FACT_SAME) for (const w of group) factSame.set(w, group);
/** A question word and the words our pages use for the same thing. */
export const variants = (word: string) => [...new Set([...synonymsOf(word), ...(factSame.get(word) ?? [])])];

/**
 * The index: each fact's words (stemmed, cut to six letters so "revoke" finds "revoked" and
 * "caching" finds "cached"), its heading path's words counted a little less, and each word
 * weighted by how rare it is across the facts (a word every fact holds decides nothing).
 */
export function createFactIndex(passages: readonly Passage[]): FactIndex {
  const facts = [...passages.flatMap(factsOf), ...siteFacts()];
  const bodies = facts.map((f) => new Set(words(f.text).flatMap((w) => [key(w), ...w.split("_").map(key)])));
  const paths = facts.map((f) => new Set(words(f.path).map(key)));
  // The words of the whole section a fact stands in: a step's neighbours say what it is for.
  const sectionWords = new Map<string, Set<string>>();
  facts.forEach((f, i) => {
    const set = sectionWords.get(f.section) ?? new Set<string>();
    for (const k of bodies[i] ?? []) set.add(k);
    sectionWords.set(f.section, set);
  });
  const df = new Map<string, number>();
  bodies.forEach((body, i) => {
    for (const k of new Set([...body, ...(paths[i] ?? [])])) df.set(k, (df.get(k) ?? 0) + 1);
  });
  const weight = (k: string) => Math.log(1 + facts.length / (1 + (df.get(k) ?? 0)));
  const withCode = new Set(facts.filter((f) => f.code).map((f) => f.section));
  const pageWords = facts.flatMap((f) => words(`${f.text} ${f.path}`));
  const stems = new Set(pageWords.map(stem));
  const roots = new Set(pageWords.map(inflectionRoot));
  const bySection = new Map<string, Fact[]>();
  for (const f of facts) bySection.set(f.section, [...(bySection.get(f.section) ?? []), f]);

  const askedOf = (questionWords: readonly string[]) =>
    [...new Set(questionWords)]
      .filter((w) => w.length > 1 && !isEveryday(w))
      .filter((w) => variants(w).some((s) => df.has(key(s))))
      .map((w) => ({
        keys: [...new Set(variants(w).map(key))],
        weight: Math.max(...variants(w).map((s) => weight(key(s)))),
      }));
  return {
    facts,
    cover(text, questionWords) {
      const asked = askedOf(questionWords);
      const total = asked.reduce((sum, a) => sum + a.weight, 0);
      if (total === 0) return 0;
      const body = new Set(words(plain(text)).flatMap((w) => [key(w), ...w.split("_").map(key)]));
      return asked.reduce((sum, a) => sum + (a.keys.some((k) => body.has(k)) ? a.weight : 0), 0) / total;
    },
    // Known: the word itself (or a word of the same meaning) by its stem, not merely its first letters.
    // Another inflection of a word our pages use is known: "replaying" where they say "replayed" (decision 122).
    knows: (word) => variants(word).some((w) => stems.has(stem(w)) || roots.has(inflectionRoot(w))),
    sectionFacts: (section) => bySection.get(section) ?? [],
    search(questionWords, limit = 8, howTo = false, kind = undefined, aside = undefined) {
      const asked = askedOf(questionWords);
      const total = asked.reduce((sum, a) => sum + a.weight, 0);
      if (total === 0) return [];
      const hits: FactHit[] = [];
      facts.forEach((fact, i) => {
        const body = bodies[i] as Set<string>;
        const path = paths[i] as Set<string>;
        const around = sectionWords.get(fact.section) ?? body;
        let got = 0;
        let matched = 0;
        for (const a of asked) {
          if (a.keys.some((k) => body.has(k))) {
            got += a.weight;
            matched += 1;
          } else if (a.keys.some((k) => path.has(k))) {
            got += 0.7 * a.weight;
            matched += 1;
          } else if (a.keys.some((k) => around.has(k))) got += 0.4 * a.weight;
        }
        if (got === 0) return;
        const coverage = got / total;
        // The documentation first: the white paper retells it, the product pages list everything at once.
        const retold = fact.section.startsWith("white-paper") ? 0.65 : fact.text.length > 600 ? 0.85 : 1;
        const step = howTo ? (fact.code ? 0.2 : withCode.has(fact.section) ? 0.1 : 0) : 0;
        const typed = kind?.test(fact.markdown) ? 0.15 : 0;
        const elsewhere = aside?.(fact.url) ? 0.7 : 1;
        hits.push({ fact, coverage, matched, score: coverage * retold * elsewhere + step + typed });
      });
      // Equal score: the shorter fact says it more directly.
      return hits
        .sort((a, b) => b.score - a.score || a.fact.text.length - b.fact.text.length)
        .slice(0, limit);
    },
  };
}
