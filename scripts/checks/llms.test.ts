import { docSets } from "@site/content/site/docs";
import { readAllDocSources } from "@site/content/site/docs-sources";
import { describe, expect, it } from "vitest";
import { llmsFullTxt, llmsTxt } from "../build-llms.ts";

const origin = "https://docs.example.test";
// Each set's introduction lives at the set's own path, every other section below it.
const docsPages = Object.values(docSets).flatMap((set) =>
  set.sections.map((section, index) => ({
    url: index === 0 ? `${origin}/${set.id}` : `${origin}/${set.id}/${section.id}`,
    title: section.title,
  })),
);

describe("llms.txt and llms-full.txt", () => {
  it("llms.txt links every documentation page with its title", () => {
    const text = llmsTxt(origin);
    expect(text.startsWith("# Automation Controller Systems\n\n> ")).toBe(true);
    expect(docsPages.map((page) => page.url)).toContain(`${origin}/universal-shell/parallel-processing`);
    expect(docsPages.map((page) => page.url)).toContain(`${origin}/automation-controller/api-overview`);
    expect(text).toContain("## Automation Controller\n");
    for (const page of docsPages) expect(text).toContain(`- [${page.title}](${page.url}): `);
    expect(text).toContain(`(${origin}/llms-full.txt)`);
  });

  it("llms-full.txt holds every section's text with its address, and no unresolved doc: links", () => {
    const text = llmsFullTxt(origin);
    for (const page of docsPages) expect(text).toContain(`Source: ${page.url}\n`);
    for (const source of readAllDocSources()) {
      const paragraph = source.markdown
        .split("\n\n")
        .find((part) => part.trim() !== "" && !part.includes("doc:"));
      expect(paragraph).toBeDefined();
      expect(text).toContain((paragraph ?? "").trim());
    }
    expect(text).not.toMatch(/\]\(doc:/);
    expect(text).toContain(`](${origin}/universal-shell/parallel-processing)`);
  });
});
