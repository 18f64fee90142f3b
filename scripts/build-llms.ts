/**
 * Build step (run by `npm run docs:build -w apps/web`): writes apps/web/public/llms.txt, an index
 * of the documentation for language models (https://llmstxt.org), and llms-full.txt, every
 * section's Markdown in reading order, both from packages/content/src/site/docs. The site's public
 * address comes from SITE_URL, else packages/content's siteOrigin. Not committed (.gitignore).
 *
 *   node --import tsx scripts/build-llms.ts
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { company } from "@site/content/site";
import { docSets } from "@site/content/site/docs";
import { readAllDocSources } from "@site/content/site/docs-sources";
import { siteOrigin } from "@site/content/site/links";
import { canonicalDocsRoutes, sectionHref } from "../apps/web/app/features/site/docs/doc-routes.ts";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The public URL of a section: the introduction at the set's own path. */
function sectionUrl(origin: string, setId: keyof typeof canonicalDocsRoutes, sectionId: string): string {
  return `${origin}${sectionHref(canonicalDocsRoutes[setId], sectionId)}`;
}

export function llmsTxt(origin: string = siteOrigin): string {
  const sets = Object.values(docSets).map((set) => {
    const route = canonicalDocsRoutes[set.id];
    const lines = set.sections.map(
      (section) => `- [${section.title}](${sectionUrl(origin, set.id, section.id)}): ${section.description}`,
    );
    return `## ${route.page.heading}\n\n${lines.join("\n")}\n`;
  });
  return [
    `# ${company.name}\n`,
    `> ${company.tagline}. Documentation of the Universal Shell, the Systems Controller (Automation Controller), the AWS Extended Shell and the AWS Infrastructure Builder.\n`,
    ...sets,
    `## Optional\n\n- [Full documentation](${origin}/llms-full.txt): every section above in one Markdown file\n`,
  ].join("\n");
}

export function llmsFullTxt(origin: string = siteOrigin): string {
  const sections = readAllDocSources().map((source) => {
    const heading = canonicalDocsRoutes[source.setId].page.heading;
    // Links between sections (doc:set/section#anchor) become the site's addresses.
    const markdown = source.markdown.replace(
      /\]\(doc:([a-z-]+)\/([a-z-]+)(#[^)]*)?\)/g,
      (_match, setId: keyof typeof canonicalDocsRoutes, sectionId: string, anchor = "") =>
        `](${sectionUrl(origin, setId, sectionId)}${anchor})`,
    );
    return `# ${heading}: ${source.title}\n\nSource: ${sectionUrl(origin, source.setId, source.sectionId)}\n\n${markdown.trim()}\n`;
  });
  return `${sections.join("\n")}`;
}

function main() {
  const origin = process.env.SITE_URL?.replace(/\/+$/, "") || siteOrigin;
  const publicDir = path.join(repoRoot, "apps/web/public");
  writeFileSync(path.join(publicDir, "llms.txt"), llmsTxt(origin));
  writeFileSync(path.join(publicDir, "llms-full.txt"), llmsFullTxt(origin));
  console.log("docs: llms.txt and llms-full.txt in apps/web/public");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
