import { company, type PageCopy } from "@site/content/site";
import { openGraphImage, siteOrigin } from "@site/content/site/links";
import type { MetaDescriptor } from "react-router";
import { pageMeta } from "#web/lib/page-meta";

/** Title, description and Open Graph / Twitter card tags of a marketing page at `path`. */
export function marketingMeta(page: PageCopy, path: string): MetaDescriptor[] {
  const title = `${page.title} | ${company.name}`;
  return [
    ...pageMeta(page),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: `${siteOrigin}${path}` },
    { property: "og:image", content: `${siteOrigin}${openGraphImage.path}` },
    { property: "og:image:width", content: String(openGraphImage.width) },
    { property: "og:image:height", content: String(openGraphImage.height) },
    { property: "og:image:alt", content: openGraphImage.alt },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
