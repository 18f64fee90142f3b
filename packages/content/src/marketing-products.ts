/** Copy of /products and of the three product landing pages (AWS, LLM, data warehousing). */
import type { MarketingLink } from "./marketing-links";

export interface Highlight {
  title: string;
  body: string;
}

export interface LandingPageCopy {
  eyebrow: string;
  lead: string;
  highlightsHeading: string;
  highlights: readonly Highlight[];
  /** The page's button to the documentation or the Universal Shell. */
  primary: MarketingLink;
  secondary: MarketingLink;
  closing: string;
}

export interface ProductSummary {
  id: string;
  name: string;
  summary: string;
  link: MarketingLink;
}

export const productsCopy = {
  intro: "Automation software for infrastructure and DevOps teams: pick the product that fits your work.",
  items: [
    {
      id: "systems-controller",
      name: "Systems Controller",
      summary:
        "CI/CD automation, job scheduling, observability, configuration management and automated deployment.",
      link: { label: "Explore the Systems Controller", target: "systemsController" },
    },
    {
      id: "infrastructure-manager",
      name: "Infrastructure Manager for AWS",
      summary: "Build, change and operate AWS infrastructure from versioned credentials and action files.",
      link: { label: "Explore the Infrastructure Manager for AWS", target: "infrastructureManagerAws" },
    },
    {
      id: "llm",
      name: "LLM Integrations",
      summary:
        "Let large language models draft workflows and explain job results, with your approval at every step.",
      link: { label: "Explore LLM Integrations", target: "llmIntegrations" },
    },
    {
      id: "data-warehousing",
      name: "Data Warehousing Integration",
      summary: "Schedule, run and watch the loads and transformations that feed your data warehouse.",
      link: { label: "Explore Data Warehousing Integration", target: "dataWarehousing" },
    },
    {
      id: "universal-shell",
      name: "Universal Shell",
      summary:
        "One command set for processes, services and files on every node, the foundation of every product.",
      link: { label: "Read the Universal Shell documentation", target: "universalShell" },
    },
  ],
  plans: { label: "Compare subscription plans", target: "purchase" },
} as const satisfies { intro: string; items: readonly ProductSummary[]; plans: MarketingLink };

export const infrastructureManagerCopy = {
  eyebrow: "Infrastructure as actions",
  lead:
    "Describe the AWS infrastructure you need in an actions file, point the Infrastructure Manager at your " +
    "credentials, and let it create, change and tear down resources the same way every time.",
  highlightsHeading: "Why teams use it",
  highlights: [
    {
      title: "Repeatable environments",
      body: "The same actions file builds development, staging and production, so they never drift apart.",
    },
    {
      title: "Instances by id",
      body: "Reach any instance through the AWS Extended Shell by instance id and public or private address.",
    },
    {
      title: "One toolchain",
      body: "Provision with the Infrastructure Builder, then deploy and schedule with the Systems Controller.",
    },
  ],
  primary: { label: "Read the AWS Infrastructure Builder documentation", target: "awsInfraBuilder" },
  secondary: { label: "Read the AWS Extended Shell documentation", target: "universalShellAws" },
  closing: "Start from the examples in the documentation and adapt them to your account.",
} as const satisfies LandingPageCopy;

export const llmIntegrationsCopy = {
  eyebrow: "AI-assisted operations",
  lead:
    "Connect a large language model to your automation: describe a task in plain words, review the " +
    "workflow it drafts with the Universal Shell, and run it only when you approve.",
  highlightsHeading: "What it does",
  highlights: [
    {
      title: "Workflows from a sentence",
      body: "Turn a request like 'restart the web services on the staging cluster' into a reviewed workflow.",
    },
    {
      title: "Explained results",
      body: "Summaries of job logs and service status, so the next step is clear without reading every line.",
    },
    {
      title: "You stay in control",
      body: "Nothing runs without your approval; every generated command is shown before it runs.",
    },
  ],
  primary: { label: "Explore the Universal Shell", target: "universalShell" },
  secondary: { label: "Talk to our team", target: "contactUs" },
  closing: "LLM Integrations work with the model provider your company already uses.",
} as const satisfies LandingPageCopy;

export const dataWarehousingCopy = {
  eyebrow: "Reliable data pipelines",
  lead:
    "Schedule the extracts, loads and transformations that feed your data warehouse, run them in " +
    "parallel across your nodes, and see at once which loads completed and which need attention.",
  highlightsHeading: "Built for data teams",
  highlights: [
    {
      title: "Scheduled loads",
      body: "Run loads once, at explicit times or on a recurring period, with the dependencies in the right order.",
    },
    {
      title: "Parallel transfers",
      body: "Copy files and run transformations on many nodes at once with the Universal Shell's parallel syntax.",
    },
    {
      title: "Clear status",
      body: "Every job's status and history in one dashboard, from the first extract to the last report.",
    },
  ],
  primary: { label: "Read the Automation Controller documentation", target: "automationController" },
  secondary: { label: "Explore the Universal Shell", target: "universalShell" },
  closing: "Bring your warehouse, your scripts and your schedule; we connect them.",
} as const satisfies LandingPageCopy;
