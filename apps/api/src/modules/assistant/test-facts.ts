import type { Fact } from "./fact-index.ts";

/**
 * For tests: a writer of facts of the tests' own (not the docs'), each next in reading order, in the
 * shape the fact index builds from the docs.
 */
export function factWriter(): (section: string, path: string, markdown: string) => Fact {
  let order = 0;
  return (section, path, markdown) => ({
    section,
    path,
    title: path.replace(" › ", ": "),
    url: `/docs/${section}`,
    order: order++,
    markdown,
    text: markdown.replace(/[`#*]/g, " "),
    code: markdown.includes("```"),
  });
}
