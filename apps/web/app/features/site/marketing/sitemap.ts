import { type DocSetId, docSets } from "@site/content/site/docs";
import { siteOrigin } from "@site/content/site/links";
import { paths, prerenderedPaths } from "#web/lib/paths";

/** Prerendered pages that only repeat another page, so search engines get one address each. */
const duplicates: ReadonlySet<string> = new Set([paths.home, paths.submitInquiry, paths.userInfo]);

/**
 * Every section page of each documentation set at its own address (the introduction is the set's
 * bare path, already prerendered).
 */
const docsSectionPath: Record<DocSetId, (section: string) => string> = {
  "universal-shell": paths.universalShellSection,
  "automation-controller": paths.automationControllerSection,
  "universal-shell-aws": paths.universalShellAwsSection,
  "aws-infra-builder": paths.awsInfraBuilderSection,
};
const docsSectionPaths = Object.values(docSets).flatMap((set) =>
  set.sections.slice(1).map((section) => docsSectionPath[set.id](section.id)),
);

/**
 * The public pages listed in sitemap.xml: every prerendered page but the duplicates and the demo
 * profile, and every documentation section.
 */
export const sitemapPaths: readonly string[] = [
  ...prerenderedPaths.filter((path) => !duplicates.has(path)),
  ...docsSectionPaths,
];

/** public/sitemap.xml, written by scripts/generate-sitemap.ts and checked by sitemap.test.ts. */
export function sitemapXml(origin: string = siteOrigin): string {
  const urls = sitemapPaths.map((path) => `  <url><loc>${origin}${path}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** public/robots.txt: everything may be crawled but the account and API paths. */
export function robotsTxt(origin: string = siteOrigin): string {
  const privatePaths = [paths.viewProfile, paths.editProfile, "/api/"];
  return [
    "User-agent: *",
    "Allow: /",
    ...privatePaths.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
