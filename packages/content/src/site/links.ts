/**
 * Link targets of the marketing pages. They name pages, never URLs: the web app resolves each
 * through its one `paths` object, like the navigation's SiteLinkTarget (site.ts).
 */
export type MarketingLinkTarget = "root" | "login" | MarketingPageId;

/** The marketing and documentation pages (each one of `PageId` in site.ts). */
export type MarketingPageId =
  | "products"
  | "purchase"
  | "contactUs"
  | "userInfo"
  | "systemsController"
  | "infrastructureManagerAws"
  | "llmIntegrations"
  | "dataWarehousing"
  | "universalShell"
  | "automationController"
  | "universalShellAws"
  | "awsInfraBuilder";

export interface MarketingLink {
  label: string;
  target: MarketingLinkTarget;
}

/** An image served from the web app's public folder, with its intrinsic size (no layout shift). */
export interface SiteImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * The public address of the site, for the absolute URLs that Open Graph tags and the sitemap
 * need. `scripts/generate-sitemap.ts` writes it into public/sitemap.xml and robots.txt.
 */
export const siteOrigin = "https://www.automationcontrollersystems.com";

/** The image shared by every page's Open Graph tags (1200 × 630, made by scripts/marketing-media). */
export const openGraphImage = {
  path: "/images/og-card.png",
  width: 1200,
  height: 630,
  alt: "Automation Controller Systems: Easily Deploy & Manage Software Systems",
} as const;
