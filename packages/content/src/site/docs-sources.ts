/**
 * Reads the Markdown sources of the documentation (Node only: used at build time and in
 * tests, never by the browser). Generated reference parts are already expanded.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type DocSetId, docSets } from "./docs.ts";
import { expandGeneratedParts } from "./docs-reference.ts";

const docsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "docs");

export interface DocSource {
  setId: DocSetId;
  sectionId: string;
  title: string;
  markdown: string;
}

export function readDocSource(setId: DocSetId, sectionId: string): string {
  const raw = readFileSync(path.join(docsDir, setId, `${sectionId}.md`), "utf8");
  return expandGeneratedParts(raw);
}

/** Every section of every documentation set, in reading order. */
export function readAllDocSources(): DocSource[] {
  return Object.values(docSets).flatMap((set) =>
    set.sections.map((section) => ({
      setId: set.id,
      sectionId: section.id,
      title: section.title,
      markdown: readDocSource(set.id, section.id),
    })),
  );
}

export function readWhitePaperSource(): string {
  return readFileSync(path.join(docsDir, "white-paper.md"), "utf8");
}
