/** Copy of the home page (/, /home and every unknown path). */
import type { MarketingLink, SiteImage } from "./links.ts";

export interface FeatureCard {
  /** Stable identifier; the web app picks the card's icon by it. */
  id: "automate" | "streamline" | "innovate" | "scale";
  title: string;
  body: string;
  learnMore: MarketingLink;
}

export interface Service {
  id: "pipelines" | "migration" | "solutions";
  title: string;
  body: string;
}

export const homeCopy = {
  hero: {
    /** Typed on screen at 40 ms per character; the whole sentence is always in the HTML. */
    typedLine: "Easily Deploy & Manage Software Systems",
    lead:
      "The Systems Controller automates CI/CD, job scheduling, observability, configuration " +
      "management and deployment across every server you run, from one place.",
    cta: { label: "View our Systems Controller", target: "systemsController" },
    mockup: {
      src: "/images/systems-controller-mockup.svg",
      alt: "The Systems Controller dashboard: managed nodes, a deployment pipeline and live service status",
      width: 640,
      height: 420,
    },
  },
  automation: {
    heading: "Unlock the Power of Automation",
    intro:
      "Spend your time on the work that moves your business, and let the Systems Controller run the rest.",
    learnMoreLabel: "Learn More",
    // Each card's button leads to the page about that card's subject, not all four to
    // /universal-shell as the spec's letter says (docs/decisions/048-product-docs-and-pages.md).
    cards: [
      {
        id: "automate",
        title: "Automate Repetitive Tasks",
        body: "Turn the commands your team runs by hand every day into workflows that run on schedule, on every node, without mistakes.",
        learnMore: { label: "Learn More", target: "universalShell" },
      },
      {
        id: "streamline",
        title: "Streamline Workflows",
        body: "Chain builds, tests and deployments into one pipeline and watch each step's status, logs and timing in one dashboard.",
        learnMore: { label: "Learn More", target: "systemsController" },
      },
      {
        id: "innovate",
        title: "Drive Innovation",
        body: "Let a language model draft routine workflows for your review and give engineers back the hours spent on upkeep, so new features reach your customers sooner.",
        learnMore: { label: "Learn More", target: "llmIntegrations" },
      },
      {
        id: "scale",
        title: "Scalable Growth",
        body: "Build new AWS environments from one actions file and run the same workflow on one server or a thousand, in parallel, on cloud, on-premise and hybrid infrastructure.",
        learnMore: { label: "Learn More", target: "infrastructureManagerAws" },
      },
    ],
  },
  services: {
    eyebrow: "what we offer",
    heading: "Our Services",
    intro: "Our engineers build, migrate and run automation with your team, end to end.",
    items: [
      {
        id: "pipelines",
        title: "Custom Automation Pipelines",
        body: "CI/CD and operations pipelines designed around your stack, your environments and your release rules.",
      },
      {
        id: "migration",
        title: "Enterprise IT Migration/Deployment/Refactor",
        body: "Move workloads between data centres and clouds, deploy them repeatably and refactor legacy scripts into maintainable workflows.",
      },
      {
        id: "solutions",
        title: "Custom Automation Solutions",
        body: "Integrations, schedulers and tools built on the Universal Shell for the problems no product solves off the shelf.",
      },
    ],
    cta: { label: "Contact Us", target: "contactUs" },
  },
  contact: {
    heading: "Contact Us",
    intro: "Tell us about your infrastructure and what you would like to automate. We answer every inquiry.",
    faqHeading: "Frequently Asked Questions",
  },
} as const satisfies {
  hero: { typedLine: string; lead: string; cta: MarketingLink; mockup: SiteImage };
  automation: { heading: string; intro: string; learnMoreLabel: string; cards: readonly FeatureCard[] };
  services: {
    eyebrow: string;
    heading: string;
    intro: string;
    items: readonly Service[];
    cta: MarketingLink;
  };
  contact: { heading: string; intro: string; faqHeading: string };
};
