// Writes apps/web/public/sitemap.xml and robots.txt from the web app's list of prerendered
// pages. The site's public address comes from SITE_URL, else packages/content's siteOrigin.
// Run: npx tsx scripts/generate-sitemap.ts   (sitemap.test.ts fails when they are out of date)
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { robotsTxt, sitemapXml } from "../apps/web/app/features/site/marketing/sitemap.ts";

const publicDir = path.resolve(import.meta.dirname, "../apps/web/public");
const origin = process.env.SITE_URL?.replace(/\/+$/, "");

await writeFile(path.join(publicDir, "sitemap.xml"), sitemapXml(origin));
await writeFile(path.join(publicDir, "robots.txt"), robotsTxt(origin));
console.log(`Wrote sitemap.xml and robots.txt for ${origin ?? "the default site address"}.`);
