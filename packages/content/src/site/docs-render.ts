/**
 * Renders a documentation section's Markdown at build time: prose to HTML with deep-linkable
 * headings, code blocks highlighted and kept apart (the web app adds a copy button to each),
 * the on-page table of contents and the search entries.
 */
import MarkdownIt, { type Token } from "markdown-it";
import type { DocBlock, DocSearchEntry, DocSetId, DocTocEntry, RenderedDocSection } from "./docs.ts";
import { highlightCode, knownLanguages, languageLabel } from "./docs-highlight.ts";

export interface RenderOptions {
  /** Turns a `doc:{set}/{section}` link into a URL path. */
  resolveDocLink: (setId: DocSetId, sectionId: string) => string;
}

export interface RenderedSectionWithSearch extends RenderedDocSection {
  search: Omit<DocSearchEntry, "set" | "section" | "sectionTitle" | "id">[];
}

/** A URL fragment for a heading: lower case, words joined by "-", underscores kept (run_cmd). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\s-]/gu, "")
    .trim()
    .replace(/[\s-]+/g, "-");
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function inlineText(token: Token | undefined): string {
  if (!token?.children) return token?.content ?? "";
  return token.children
    .filter((child) => child.type === "text" || child.type === "code_inline")
    .map((child) => child.content)
    .join("");
}

function createMarkdown(options: RenderOptions) {
  const md = new MarkdownIt({ html: false, linkify: false, typographer: false });

  md.renderer.rules.heading_open = (tokens, index) => {
    const token = tokens[index] as Token;
    const id = String(token.attrGet("id") ?? "");
    return `<${token.tag} id="${escapeAttribute(id)}"><a class="heading-link" href="#${escapeAttribute(id)}">`;
  };
  md.renderer.rules.heading_close = (tokens, index) =>
    `<span class="heading-hash" aria-hidden="true">#</span></a></${(tokens[index] as Token).tag}>\n`;

  const defaultLinkOpen = md.renderer.rules.link_open;
  md.renderer.rules.link_open = (tokens, index, renderOptions, env, self) => {
    const token = tokens[index] as Token;
    const href = String(token.attrGet("href") ?? "");
    const doc = /^doc:([a-z-]+)\/([a-z-]+)$/.exec(href);
    if (href.startsWith("doc:")) {
      if (!doc) throw new Error(`Malformed documentation link: ${href}`);
      token.attrSet("href", options.resolveDocLink(doc[1] as DocSetId, doc[2] as string));
    } else if (/^https?:/.test(href)) {
      token.attrSet("rel", "noopener noreferrer");
    }
    return defaultLinkOpen
      ? defaultLinkOpen(tokens, index, renderOptions, env, self)
      : self.renderToken(tokens, index, renderOptions);
  };

  md.renderer.rules.table_open = () => '<div class="table-wrap"><table>\n';
  md.renderer.rules.table_close = () => "</table></div>\n";
  return md;
}

/** Assigns unique heading ids and returns the table of contents (h2 and h3). */
function assignHeadingIds(tokens: Token[]): DocTocEntry[] {
  const used = new Map<string, number>();
  const toc: DocTocEntry[] = [];
  tokens.forEach((token, index) => {
    if (token.type !== "heading_open") return;
    const text = inlineText(tokens[index + 1]);
    const base = slugify(text) || "section";
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    const id = seen === 0 ? base : `${base}-${seen + 1}`;
    token.attrSet("id", id);
    token.meta = { text };
    if (token.tag === "h1") throw new Error(`A section may not have an h1 heading: "${text}"`);
    if (token.tag === "h2" || token.tag === "h3") toc.push({ id, text, level: token.tag === "h2" ? 2 : 3 });
  });
  return toc;
}

export function renderDocSection(
  sectionId: string,
  markdown: string,
  options: RenderOptions,
): RenderedSectionWithSearch {
  const md = createMarkdown(options);
  const env = {};
  const tokens = md.parse(markdown, env);
  const toc = assignHeadingIds(tokens);

  const blocks: DocBlock[] = [];
  const search: RenderedSectionWithSearch["search"] = [{ anchor: "", title: "", text: "" }];
  let pending: Token[] = [];

  const flush = () => {
    if (pending.length === 0) return;
    blocks.push({ kind: "html", html: md.renderer.render(pending, md.options, env) });
    pending = [];
  };
  const current = () => search[search.length - 1] as RenderedSectionWithSearch["search"][number];

  tokens.forEach((token, index) => {
    if (token.type === "heading_open") {
      search.push({
        anchor: String(token.attrGet("id") ?? ""),
        title: String(token.meta?.text ?? ""),
        text: "",
      });
    } else if (token.type === "inline" && tokens[index - 1]?.type !== "heading_open") {
      current().text += `${inlineText(token)} `;
    }
    if (token.type !== "fence") {
      pending.push(token);
      return;
    }
    flush();
    const lang = token.info.trim().split(/\s+/)[0] || "text";
    if (!knownLanguages.includes(lang)) throw new Error(`Unknown code language "${lang}" in ${sectionId}`);
    const code = token.content.replace(/\n$/, "");
    current().text += `${code} `;
    blocks.push({ kind: "code", lang, label: languageLabel(lang), code, html: highlightCode(code, lang) });
  });
  flush();

  return {
    id: sectionId,
    blocks,
    toc,
    search: search
      .map((entry) => ({ ...entry, text: entry.text.replace(/\s+/g, " ").trim() }))
      .filter((entry) => entry.anchor !== "" || entry.text !== ""),
  };
}
