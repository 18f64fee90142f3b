import type { ChatAnswer } from "@site/contract/api/chat";
import MiniSearch from "minisearch";

/** A piece of our own content the assistant may answer from. */
export interface Passage {
  id: string;
  /** The page or section title, shown as the link text. */
  title: string;
  /** Same-origin path of the page that holds the passage. */
  url: string;
  text: string;
  /** Extra words people use for this passage (e.g. "price" for the plans). */
  keywords?: string;
}

const STOP = new Set(
  "a an and are as at be by can do does for from how i in is it me my of on or our please tell the to what when where which who why will with you your about this that there we us".split(
    " ",
  ),
);

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
}

function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, " ")
    .split(/(?<=[.!?])\s+(?=[A-Z0-9`"(])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The (at most two) sentences of a passage that share the most words with the question. */
function excerpt(text: string, questionWords: Set<string>): string {
  const ranked = sentences(text).map((sentence, index) => ({
    sentence,
    index,
    score: words(sentence).filter((w) => questionWords.has(w)).length,
  }));
  const best = ranked
    .slice()
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, 2)
    .sort((a, b) => a.index - b.index);
  const answer = best.map((b) => b.sentence).join(" ");
  return answer.length > 600 ? `${answer.slice(0, 597)}...` : answer;
}

const link = (title: string, url: string) => `[${title}](${url})`;

export interface Assistant {
  answer(input: string): ChatAnswer;
  /** The ranked pages for a question (the evaluation benchmark reads this). */
  rank(input: string): Passage[];
}

/** Retrieval over our own content (BM25 via MiniSearch): it answers only from what it finds. */
export function createAssistant(passages: Passage[], contactEmail: string): Assistant {
  const index = new MiniSearch<Passage>({
    fields: ["title", "text", "keywords"],
    storeFields: ["id"],
    processTerm: (term) => {
      const lower = term.toLowerCase();
      return STOP.has(lower) ? null : lower;
    },
    searchOptions: {
      boost: { title: 2, keywords: 2 },
      prefix: (term) => term.length > 3,
      fuzzy: (term) => (term.length > 5 ? 0.2 : 0),
    },
  });
  index.addAll(passages);
  const byId = new Map(passages.map((p) => [p.id, p]));
  const contact = `I could not find that in our documentation. Please ${link("contact us", "/contact-us")} or e-mail ${contactEmail}, and a person will answer.`;

  const rank = (input: string) =>
    index
      .search(input)
      .map((hit) => byId.get(hit.id))
      .filter((p): p is Passage => p !== undefined);

  return {
    rank,
    answer(raw) {
      const input = raw.trim();
      const normalized = words(input).join(" ");
      if (
        /^(hi|hello|hey|good (morning|afternoon|evening)|greetings)\b/.test(normalized) &&
        words(input).length <= 4
      ) {
        return {
          response:
            "Hello! How can I assist you today? Ask me about the Universal Shell, the AWS tools, pricing or jobs.",
          links: [],
        };
      }
      if (/^(thanks|thank you|thx|cheers)\b/.test(normalized)) {
        return { response: "You're welcome! Is there anything else I can help with?", links: [] };
      }
      if (/\b(what can you do|who are you|what are you|help me|how can you help)\b/.test(normalized)) {
        return {
          response: `I answer questions from our documentation and pages: the ${link("Universal Shell", "/universal-shell")}, the ${link("AWS Extended Shell", "/universal-shell-aws")}, the ${link("AWS Infrastructure Builder", "/aws-infra-builder")}, our ${link("plans", "/Purchase")} and ${link("open jobs", "/search-jobs")}.`,
          links: [],
        };
      }
      if (/\b(contact|talk to|speak to|call you|email you|sales|human|person)\b/.test(normalized)) {
        return {
          response: `You can send us a message on the ${link("contact page", "/contact-us")} or e-mail ${contactEmail}.`,
          links: [{ title: "Contact Us", url: "/contact-us" }],
        };
      }
      const questionWords = new Set(words(input).filter((w) => !STOP.has(w)));
      const hits = index.search(input);
      const best = hits[0];
      const top = best ? byId.get(best.id) : undefined;
      // Grounded only: a third of the question's real words (at least one) must occur in the passage.
      const matched = new Set(best?.queryTerms ?? []).size;
      if (
        !best ||
        !top ||
        questionWords.size === 0 ||
        matched === 0 ||
        matched / questionWords.size < 1 / 3
      ) {
        return { response: contact, links: [] };
      }
      const related = hits
        .slice(1, 3)
        .map((hit) => byId.get(hit.id))
        .filter((p): p is Passage => p !== undefined && p.url !== top.url && (hits[0]?.score ?? 0) > 0);
      const links = [top, ...related.slice(0, 1)].map((p) => ({ title: p.title, url: p.url }));
      const more = links.map((l) => link(l.title, l.url)).join(" · ");
      return { response: `${excerpt(top.text, questionWords)}\n\nRead more: ${more}`, links };
    },
  };
}
