import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { paths } from "../../lib/paths";
import { robotsTxt, sitemapPaths, sitemapXml } from "./sitemap";

const publicDir = path.resolve(import.meta.dirname, "../../../public");

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
});
