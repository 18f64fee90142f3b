import type { ChatTurn } from "@site/contract/api/assistant";
import type { LlmMessage } from "./llm-client.ts";
import { isOwnPath, safeMarkdown } from "./safe-markdown.ts";

/** A piece of our content the model may answer from, with the link it must cite it by. */
export interface GroundingPassage {
  title: string;
  /** Same-origin path of the page (and heading). */
  url: string;
  text: string;
}

/** The most of one passage the model is sent. */
export const PASSAGE_CHARS = 2500;

/**
 * The conversation sent to the model: a system prompt that confines it to the numbered passages
 * and asks for citations as Markdown links to their paths, the last turns, then the question.
 */
export function groundedMessages(
  question: string,
  passages: readonly GroundingPassage[],
  history: readonly ChatTurn[],
  contactEmail: string,
): LlmMessage[] {
  const numbered = passages
    .map((p, i) => `[${i + 1}] ${p.title} — link: ${p.url}\n${p.text.slice(0, PASSAGE_CHARS)}`)
    .join("\n\n");
  const system = [
    "You are the AI Agent of the Automation Controller website. Answer the visitor's question using ONLY the passages below; never use other knowledge.",
    "Start with one or two plain sentences that answer the question, then the most useful piece from the passages (the exact command or code as a fenced code block, a table as a Markdown table, a list as a list).",
    "Cite your sources as Markdown links to the passages' own links, exactly as given, e.g. [Setup](/universal-shell/setup). Never link anywhere else, never write raw HTML.",
    `If the passages do not answer the question, say so in one sentence and point to [the contact form](/contact-us) or ${contactEmail}.`,
    "",
    "Passages:",
    numbered,
  ].join("\n");
  return [
    { role: "system", content: system },
    ...history.map(
      (turn): LlmMessage => ({ role: turn.type === "user" ? "user" : "assistant", content: turn.text }),
    ),
    { role: "user", content: question },
  ];
}

const pathOf = (url: string) => url.split("#")[0] ?? url;

/** Besides a passage's page: another of our pages, or the contact address. */
export const ownLink = (contactEmail: string) => (href: string) =>
  isOwnPath(href) || href.toLowerCase() === `mailto:${contactEmail.toLowerCase()}`;

/**
 * The model's answer as we may show it, or undefined when it cites none of the passages (the
 * extractive answer is used instead). A link to a passage's page is a citation; a link to another
 * of our pages or the contact address stays; any other link (another site, `//host`,
 * `javascript:`) is reduced to its text, and raw HTML is escaped (safe-markdown.ts). `links` are
 * the passages it cites, at most 3.
 */
export function checkCitations(
  answer: string,
  passages: readonly GroundingPassage[],
  contactEmail: string,
): { response: string; links: { title: string; url: string }[] } | undefined {
  const byPage = new Map<string, GroundingPassage>();
  for (const p of passages) if (!byPage.has(pathOf(p.url))) byPage.set(pathOf(p.url), p);
  const cited: GroundingPassage[] = [];
  const own = ownLink(contactEmail);
  const response = safeMarkdown(answer, (href) => {
    const passage = byPage.get(pathOf(href));
    if (passage && !cited.includes(passage)) cited.push(passage);
    return passage !== undefined || own(href);
  }).trim();
  if (cited.length === 0 || response === "") return undefined;
  return { response, links: cited.slice(0, 3).map((p) => ({ title: p.title, url: p.url })) };
}
