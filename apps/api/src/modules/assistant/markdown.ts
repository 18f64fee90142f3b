/** A top-level piece of a Markdown section. */
export type Block =
  | { kind: "paragraph"; text: string }
  | { kind: "code"; lang: string; code: string }
  | { kind: "table"; rows: string[] }
  | { kind: "list"; items: string[] };

/** The docs' own links (`doc:set/section#anchor`) as the site's paths. */
export function siteLinks(markdown: string): string {
  return markdown.replace(/\]\(doc:([a-z0-9-]+\/[a-z0-9-]+)(#[\w-]+)?\)/g, "](/$1$2)");
}

/** Splits a section's Markdown (no headings) into paragraphs, code blocks, tables and lists. */
export function blocksOf(markdown: string): Block[] {
  const lines = siteLinks(markdown)
    .replace(/<!--[\s\S]*?-->/g, "")
    .split("\n");
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? "";
    const fence = line.match(/^```(\w*)\s*$/);
    if (fence) {
      const code: string[] = [];
      i += 1;
      while (i < lines.length && !/^```\s*$/.test(lines[i] ?? "")) code.push(lines[i++] ?? "");
      i += 1;
      blocks.push({ kind: "code", lang: fence[1] ?? "", code: code.join("\n") });
      continue;
    }
    if (/^\s*\|/.test(line)) {
      const rows: string[] = [];
      while (i < lines.length && /^\s*\|/.test(lines[i] ?? "")) rows.push((lines[i++] ?? "").trim());
      blocks.push({ kind: "table", rows });
      continue;
    }
    if (/^\s*([-*]|\d+\.)\s+/.test(line)) {
      const items: string[] = [];
      while (i < lines.length && (lines[i] ?? "").trim() !== "") {
        const current = lines[i++] ?? "";
        if (/^\s*([-*]|\d+\.)\s+/.test(current))
          items.push(current.replace(/^\s*([-*]|\d+\.)\s+/, "").trim());
        else if (items.length) items[items.length - 1] += ` ${current.trim()}`;
      }
      blocks.push({ kind: "list", items });
      continue;
    }
    if (line.trim() === "" || /^#{1,6}\s/.test(line)) {
      i += 1;
      continue;
    }
    const text: string[] = [];
    while (i < lines.length) {
      const current = lines[i] ?? "";
      if (current.trim() === "" || /^```|^\s*\||^\s*([-*]|\d+\.)\s+|^#{1,6}\s/.test(current)) break;
      text.push(current.trim());
      i += 1;
    }
    blocks.push({ kind: "paragraph", text: text.join(" ") });
  }
  return blocks;
}

/** Sentences of a paragraph; a period inside inline code or a file name does not end one. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z`*_([])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A block as Markdown of its own, ready to stand in an answer. */
export function blockMarkdown(block: Block): string {
  switch (block.kind) {
    case "paragraph":
      return block.text;
    case "code":
      return `\`\`\`${block.lang}\n${block.code}\n\`\`\``;
    case "table":
      return block.rows.join("\n");
    case "list":
      return block.items.map((item) => `- ${item}`).join("\n");
  }
}

/** The words of a block, for matching it against a question. */
export function blockText(block: Block): string {
  switch (block.kind) {
    case "paragraph":
      return block.text;
    case "code":
      return block.code;
    case "table":
      return block.rows.join(" ");
    case "list":
      return block.items.join(" ");
  }
}

/** A cell's text in a Markdown table: pipes escaped, one line. */
export function cell(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/\s*\n\s*/g, " ");
}

export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [
    `| ${header.map(cell).join(" | ")} |`,
    `| ${header.map(() => "---").join(" | ")} |`,
    ...rows.map((row) => `| ${row.map(cell).join(" | ")} |`),
  ].join("\n");
}

/** A list in words: "a, b and c". */
export const andList = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

export const link = (title: string, url: string) => `[${title.replace(/[[\]]/g, "")}](${url})`;

/** The closing line of an answer: one to three sources. */
export function sources(list: readonly { title: string; url: string }[]): string {
  const unique = list.filter((s, i) => list.findIndex((o) => o.url === s.url) === i).slice(0, 3);
  if (unique.length === 0) return "";
  return `${unique.length === 1 ? "Source" : "Sources"}: ${unique.map((s) => link(s.title, s.url)).join(" · ")}`;
}
