import { readFileSync } from "node:fs";
import path from "node:path";
import { docSets } from "@site/content/site/docs";
import { describe, expect, it } from "vitest";
import { paths } from "#web/lib/paths";
import { robotsTxt, sitemapPaths, sitemapXml } from "./sitemap";

const publicDir = path.resolve(import.meta.dirname, "../../../../public");

describe("sitemap.xml and robots.txt", () => {
  it("are up to date with the prerendered pages (regenerate: npx tsx scripts/generate-sitemap.ts)", () => {
    expect(readFileSync(path.join(publicDir, "sitemap.xml"), "utf8")).toBe(sitemapXml());
    expect(readFileSync(path.join(publicDir, "robots.txt"), "utf8")).toBe(robotsTxt());
  });

  it("list every marketing page once, without the duplicates", () => {
    for (const page of [
      paths.root,
      paths.products,
      paths.purchase,
      paths.systemsController,
      paths.contactUs,
    ]) {
      expect(sitemapPaths).toContain(page);
    }
    expect(sitemapPaths).not.toContain(paths.home);
    expect(sitemapPaths).not.toContain(paths.submitInquiry);
    expect(robotsTxt()).toMatch(/^Sitemap: https:\/\/.+\/sitemap\.xml$/m);
  });

  it("list every documentation page once: each set's introduction at its own path, each other section below it", () => {
    const docsPages = Object.values(docSets).flatMap((set) =>
      set.sections.map((section, index) => (index === 0 ? `/${set.id}` : `/${set.id}/${section.id}`)),
    );
    expect(docsPages).toContain("/universal-shell/parallel-processing");
    expect(docsPages).toContain("/aws-infra-builder/examples");
    expect(docsPages).toEqual(
      expect.arrayContaining([
        "/automation-controller",
        "/automation-controller/setup",
        "/automation-controller/examples",
        "/automation-controller/api-overview",
        "/automation-controller/parallel-processing",
      ]),
    );
    const sitemap = readFileSync(path.join(publicDir, "sitemap.xml"), "utf8");
    for (const page of docsPages) {
      expect(sitemapPaths.filter((listed) => listed === page)).toEqual([page]);
      expect(sitemap).toContain(`${page}</loc>`);
    }
    expect(new Set(sitemapPaths).size).toBe(sitemapPaths.length);
  });
});
