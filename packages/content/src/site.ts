/**
 * The site's own copy: company, navigation, footer, page headings and shared notices.
 * Link targets are named, not written as URLs: the web app resolves each name through its
 * one `paths` object, so a route can move without touching the copy.
 */

import type { MarketingPageId } from "./site/links.ts";

/** A page of the site that navigation can point at; the web app maps each to its path. */
export type SiteLinkTarget =
  | "root"
  | Exclude<PageId, "requestResetPassword" | "jobPost" | "unsubscribeJobAlert" | "userInfo">;

export interface SiteLink {
  label: string;
  target: SiteLinkTarget;
}

export interface NavMenu {
  /** Stable identifier, used for element ids and for "which menu is open". */
  id: string;
  label: string;
  items: readonly SiteLink[];
}

export interface SocialLink {
  network: "LinkedIn" | "GitHub" | "X";
  href: string;
  /** Accessible name of the icon-only link. */
  label: string;
}

export interface PageCopy {
  /** Document title (the company name is appended by the web app). */
  title: string;
  /** The page's single h1. */
  heading: string;
  description: string;
}

/** The copy of a page whose heading is its title, as most pages' are. */
export const pageTitled = (title: string, description: string): PageCopy => ({
  title,
  heading: title,
  description,
});

export const company = {
  name: "Automation Controller Systems",
  shortName: "ACS",
  tagline: "Automation software for infrastructure and DevOps teams",
} as const;

export const headerCopy = {
  homeLinkLabel: `${company.name} home`,
  menuToggleLabel: "Menu",
  menus: [
    {
      id: "products",
      label: "Products",
      items: [
        { label: "Systems Controller", target: "systemsController" },
        { label: "Infrastructure Manager for AWS", target: "infrastructureManagerAws" },
        // Every product page, not only the spec's two (docs/decisions/040-site-polish.md).
        { label: "LLM Integrations", target: "llmIntegrations" },
        { label: "Data Warehousing Integration", target: "dataWarehousing" },
        { label: "All products", target: "products" },
      ],
    },
    {
      id: "documentation",
      label: "Documentation",
      items: [
        { label: "Universal Shell", target: "universalShell" },
        { label: "AWS Extended Shell", target: "universalShellAws" },
        { label: "AWS Infrastructure Builder", target: "awsInfraBuilder" },
        // The Systems Controller's docs, under their own title (docs/decisions/084-addresses-people-type.md).
        { label: "Automation Controller", target: "automationController" },
      ],
    },
  ],
  jobsLink: { label: "Jobs", target: "searchJobs" },
  /** The plans page in the main navigation (docs/decisions/040-site-polish.md). */
  pricingLink: { label: "Pricing", target: "purchase" },
  contactLink: { label: "Contact Us", target: "submitInquiry" },
  /** Signed out: the ways in (docs/decisions/030-ways-in-and-unverified-log-in.md). */
  logInLink: { label: "Log in", target: "login" },
  signUpLink: { label: "Sign up", target: "requestRegistration" },
  /** The colour theme switch (docs/decisions/047-dark-mode.md). */
  theme: { label: "Theme", options: { light: "Light", dark: "Dark", system: "System" } },
  account: {
    id: "account",
    /** Shown when the signed-in user's e-mail is unknown. */
    fallbackLabel: "User",
    items: [
      { label: "View Profile", target: "viewProfile" },
      { label: "Update Profile", target: "editProfile" },
      // Not in the spec's menu: docs/decisions/033-faceted-search-and-saved-jobs.md.
      { label: "Saved jobs", target: "savedJobs" },
      // Applications, saved jobs and job alerts on one page: docs/decisions/042-my-jobs-page.md.
      { label: "My jobs", target: "myJobs" },
    ],
    logOutLabel: "Log Out",
  },
} as const satisfies {
  homeLinkLabel: string;
  menuToggleLabel: string;
  menus: readonly NavMenu[];
  jobsLink: SiteLink;
  pricingLink: SiteLink;
  contactLink: SiteLink;
  logInLink: SiteLink;
  signUpLink: SiteLink;
  theme: { label: string; options: { light: string; dark: string; system: string } };
  account: { id: string; fallbackLabel: string; items: readonly SiteLink[]; logOutLabel: string };
};

export const footerCopy = {
  aboutHeading: "About Us",
  about:
    `${company.name} builds automation software for infrastructure and DevOps teams: ` +
    "the Systems Controller for CI/CD, job scheduling, observability and configuration management, " +
    "and the Infrastructure Manager for AWS.",
  quickLinksHeading: "Quick Links",
  quickLinks: [
    { label: "Home", target: "root" },
    { label: "Universal Shell", target: "universalShell" },
    { label: "Jobs", target: "searchJobs" },
    { label: "Contact Us", target: "contactUs" },
  ],
  socialHeading: "Follow Us",
  social: [
    {
      network: "LinkedIn",
      href: "https://www.linkedin.com/company/automation-controller-systems",
      label: `${company.name} on LinkedIn`,
    },
    {
      network: "GitHub",
      href: "https://github.com/automation-controller-systems",
      label: `${company.name} on GitHub`,
    },
    {
      network: "X",
      href: "https://x.com/acs_automation",
      label: `${company.name} on X`,
    },
  ],
  /** The current year, not a fixed one (docs/decisions/040-site-polish.md). */
  copyright: (year: number) => `© ${year} ${company.name}. All rights reserved.`,
} as const satisfies {
  aboutHeading: string;
  about: string;
  quickLinksHeading: string;
  quickLinks: readonly SiteLink[];
  socialHeading: string;
  social: readonly SocialLink[];
  copyright: (year: number) => string;
};

export const layoutCopy = {
  skipLink: "Skip to main content",
  comingSoon: "This page is coming soon.",
  errorHeading: "Something went wrong",
  errorMessage: "Sorry, this page could not be shown. Please try again, or go back to the home page.",
  errorHomeLink: "Go to the home page",
} as const;

/**
 * Above the home page on a path that is no page of the site (the server answers 404 there,
 * docs/decisions/039-real-404.md).
 */
export const notFoundCopy = {
  title: "Page not found",
  heading: "Page not found",
  message:
    "There is no page at this address. You can read the documentation, search the jobs, or go to the home page.",
  links: [
    { label: "Read the documentation", target: "universalShell" },
    { label: "Search jobs", target: "searchJobs" },
    { label: "Go to the home page", target: "root" },
  ],
} as const satisfies { title: string; heading: string; message: string; links: readonly SiteLink[] };

export type PageId =
  | "home"
  | "login"
  | "requestRegistration"
  | "requestResetPassword"
  | "viewProfile"
  | "editProfile"
  | "searchJobs"
  | "jobPost"
  | "savedJobs"
  | "myJobs"
  | "unsubscribeJobAlert"
  | "submitInquiry"
  | MarketingPageId;

export const pages: Record<PageId, PageCopy> = {
  home: pageTitled(
    "Easily Deploy & Manage Software Systems",
    "Automation software for CI/CD, job scheduling, observability and configuration management.",
  ),
  login: pageTitled("Login", "Log in to your candidate account."),
  requestRegistration: pageTitled("Sign Up", "Create a candidate account to apply for jobs."),
  requestResetPassword: pageTitled("Reset Password", "Reset the password of your account."),
  viewProfile: pageTitled("Profile", "Your candidate profile."),
  editProfile: pageTitled("Edit Profile", "Update your candidate profile."),
  searchJobs: pageTitled("Job Search", "Search our open positions."),
  jobPost: pageTitled("Job Post", "Details of an open position."),
  savedJobs: pageTitled("Saved jobs", "The jobs you saved."),
  myJobs: pageTitled("My jobs", "Your applications, saved jobs and job alerts in one place."),
  unsubscribeJobAlert: pageTitled("Unsubscribe from a job alert", "Stop the e-mails of one job alert."),
  submitInquiry: pageTitled("Contact Us", "Send us an inquiry."),
  contactUs: pageTitled("Contact Us", "Send us an inquiry."),
  products: pageTitled("Products", "Our automation products."),
  purchase: pageTitled("Subscription Plans", "Choose a subscription plan for the Systems Controller."),
  userInfo: pageTitled("User Info", "A demo user profile."),
  systemsController: pageTitled(
    "Systems Controller",
    "CI/CD automation, job scheduling, observability and automated deployment.",
  ),
  infrastructureManagerAws: pageTitled(
    "Infrastructure Manager for AWS",
    "Build and manage AWS infrastructure from one place.",
  ),
  llmIntegrations: pageTitled("LLM Integrations", "Connect large language models to your automation."),
  dataWarehousing: pageTitled("Data Warehousing Integration", "Automate your data warehouse pipelines."),
  universalShell: {
    title: "Universal Shell Documentation",
    heading: "Universal Shell",
    description: "Documentation of the Universal Shell.",
  },
  automationController: {
    title: "Automation Controller Documentation",
    heading: "Automation Controller",
    description: "Documentation of the Automation Controller.",
  },
  universalShellAws: {
    title: "AWS Extended Shell Documentation",
    heading: "AWS Extended Shell",
    description: "Documentation of the AWS Extended Shell.",
  },
  awsInfraBuilder: {
    title: "AWS Infrastructure Builder Documentation",
    heading: "AWS Infrastructure Builder",
    description: "Documentation of the AWS Infrastructure Builder.",
  },
};
