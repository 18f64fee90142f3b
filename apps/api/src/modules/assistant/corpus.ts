import { company, footerCopy } from "@site/content/site";
import { comparisonFeatures, comparisonTools } from "@site/content/site/comparison";
import { whitePaperFileName } from "@site/content/site/docs";
import { slugify } from "@site/content/site/docs-render";
import { readAllDocSources, readWhitePaperSource } from "@site/content/site/docs-sources";
import { faqItems } from "@site/content/site/faq";
import { homeCopy } from "@site/content/site/home";
import { plans, plansCopy } from "@site/content/site/plans";
import {
  dataWarehousingCopy,
  infrastructureManagerCopy,
  type LandingPageCopy,
  llmIntegrationsCopy,
  productsCopy,
} from "@site/content/site/products";
import { systemsControllerCopy } from "@site/content/site/systems-controller";
import { andList, siteLinks } from "./markdown.ts";
import type { Operation } from "./operations.ts";
import { siteFeaturePassages } from "./site-controls.ts";

/** A piece of our own content the assistant may answer from. */
export interface Passage {
  id: string;
  kind: "doc" | "operation" | "faq" | "page";
  /** The page or section title, shown as the source's link text. */
  title: string;
  /** Same-origin path of the page (and heading) that holds the passage. */
  url: string;
  /** Plain text for the search index. */
  text: string;
  /** Extra words people use for this passage (e.g. "price" for the plans). */
  keywords?: string;
  /** The section's Markdown, for documentation passages. */
  markdown?: string;
  /** The answer as written, for FAQ and page passages. */
  answer?: string;
}

const docPaths: Record<string, string> = {
  "universal-shell": "/universal-shell",
  "automation-controller": "/automation-controller",
  "universal-shell-aws": "/universal-shell-aws",
  "aws-infra-builder": "/aws-infra-builder",
};
const docNames: Record<string, string> = {
  "universal-shell": "Universal Shell",
  "automation-controller": "Systems Controller",
  "universal-shell-aws": "AWS Extended Shell",
  "aws-infra-builder": "AWS Infrastructure Builder",
};

export function plainText(markdown: string): string {
  return siteLinks(markdown)
    .replace(/```[a-z]*\n?/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/[*`>#|]|-{3,}/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Words people use for a section that its own text does not hold. */
const sectionKeywords: Record<string, string> = {
  "/universal-shell/setup#requirements": "version versions prerequisites operating system need",
  "/universal-shell-aws/introduction#the-aws-node-syntax": "address instance id ec2 by id",
  "/universal-shell/parallel-processing#the-parallel-syntax": "parallel cluster every node at once",
  "/automation-controller/parallel-processing#the-parallel-syntax":
    "parallel execution cluster every node at once",
};

/**
 * One passage per heading of every documentation section, linked to that heading. The headings of
 * the operations' reference entries are left out: each operation is a passage of its own.
 */
function docPassages(operationNames: ReadonlySet<string>): Passage[] {
  return readAllDocSources().flatMap((source) => {
    const page = `${docPaths[source.setId]}/${source.sectionId}`;
    const setName = docNames[source.setId] ?? source.setId;
    const parts = source.markdown.split(/^(#{2,3} .+)$/m);
    const used = new Map<string, number>();
    const passages: Passage[] = [];
    const intro = parts[0]?.trim();
    if (intro) {
      passages.push({
        id: page,
        kind: "doc",
        title: `${setName}: ${source.title}`,
        url: page,
        text: plainText(intro),
        keywords: `${source.title} ${setName}`,
        markdown: intro,
      });
    }
    for (let i = 1; i < parts.length; i += 2) {
      const heading = (parts[i] ?? "")
        .replace(/^#+\s*/, "")
        .replace(/[`*]/g, "")
        .trim();
      const base = slugify(heading) || "section";
      const seen = used.get(base) ?? 0;
      used.set(base, seen + 1);
      if (operationNames.has(heading)) continue;
      const anchor = seen === 0 ? base : `${base}-${seen + 1}`;
      const body = parts[i + 1] ?? "";
      passages.push({
        id: `${page}#${anchor}`,
        kind: "doc",
        title: `${setName}: ${heading}`,
        url: `${page}#${anchor}`,
        text: plainText(`${heading}. ${body}`),
        keywords: `${heading} ${source.title} ${setName} ${sectionKeywords[`${page}#${anchor}`] ?? ""}`,
        markdown: body,
      });
    }
    return passages;
  });
}

/** The white paper's sections, linked to the PDF (it has no anchors). */
function whitePaperPassages(): Passage[] {
  const url = `/docs/${whitePaperFileName}`;
  const parts = readWhitePaperSource().split(/^(#{2,3} .+)$/m);
  const passages: Passage[] = [];
  for (let i = 1; i < parts.length; i += 2) {
    const heading = (parts[i] ?? "").replace(/^#+\s*/, "").trim();
    const body = parts[i + 1] ?? "";
    passages.push({
      id: `white-paper#${slugify(heading)}`,
      kind: "doc",
      title: `White paper: ${heading}`,
      url,
      text: plainText(`${heading}. ${body}`),
      keywords: "white paper",
      markdown: body,
    });
  }
  return passages;
}

function operationPassage(op: Operation): Passage {
  return {
    id: `op:${op.name}`,
    kind: "operation",
    title: op.title,
    url: op.url,
    text: `${op.name} ${op.description} ${op.args.map((a) => a.name).join(" ")} ${op.returns ?? ""}`,
    keywords: op.keywords,
  };
}

/** Words people use for the FAQ's questions, which its own text does not hold. */
const faqKeywords: Record<string, string> = {
  why: "why benefit benefits advantage advantages worth cron scripts reasons",
  uses: "use used uses purpose cases",
  setup: "set up setup get started getting started begin first steps",
  platforms:
    "platform platforms support supports supported windows linux macos mac os operating system systems cloud on-premise premise premises hybrid run",
};

/**
 * The site's facts that its pages render from data (a plan's price and features, the intro
 * video's length, where we are on the web), each a passage of its own in the words the page shows
 * (decision 097): retrieval finds them like a documentation fact.
 */
function siteFactPassages(): Passage[] {
  const video = systemsControllerCopy.video;
  const videoText = `${video.heading}: the ${video.asset.title} video is ${video.asset.durationSeconds} seconds long (a ${video.asset.durationSeconds}-second video) with ${video.asset.captions.label} captions. ${video.description} ${video.playHint}`;
  // The full address, as a visitor copies it ("https://github.com/…").
  const social = footerCopy.social.map((s) => `${s.network}: ${s.href}`);
  const companyText = `${company.shortName} stands for ${company.name}.`;
  const socialText = `${footerCopy.socialHeading}: ${company.name} is on ${andList(social)}.`;
  return [
    ...plans.map((plan): Passage => {
      const badge = plan.highlighted
        ? ` It is our ${plansCopy.highlightBadge.toLowerCase()} plan (${plansCopy.highlightBadge}).`
        : "";
      const text = `The ${plan.name} costs $${plan.price} ${plansCopy.periodSpoken}.${badge} ${plan.description} The ${plan.name} includes ${andList(plan.features)}.`;
      return {
        id: `plan-${plan.id}`,
        kind: "page",
        title: plan.name,
        url: "/Purchase",
        text,
        answer: text,
        keywords: "plan price cost month storage support controllers",
      };
    }),
    {
      id: "plans-include",
      kind: "page",
      title: "Plans",
      url: "/Purchase",
      text: plansCopy.intro,
      answer: plansCopy.intro,
      keywords: "plan plans included include extra updates upgrades new versions cancel",
    },
    {
      id: "intro-video",
      kind: "page",
      title: "Systems Controller",
      url: "/systems-controller",
      text: videoText,
      answer: videoText,
      keywords: "video intro introduction tour watch length duration seconds captions",
    },
    {
      id: "social",
      kind: "page",
      title: footerCopy.socialHeading,
      url: "/",
      text: `${socialText} ${footerCopy.about} ${companyText}`,
      answer: `${socialText} ${companyText}`,
      keywords:
        "github linkedin twitter social follow source code repository company name abbreviation stand",
    },
  ];
}

/**
 * What a product page shows beyond its lead (decision 102): what it connects to, with the page's
 * own sentence above the list, and its example with the code, each a passage of its own so that a
 * model is handed the page's words, not only its lead.
 */
function landingDetailPassages(id: string, title: string, url: string, copy: LandingPageCopy): Passage[] {
  const connects = `${copy.connects.heading}: ${copy.connects.intro}\n\n${copy.connects.items
    .map((item) => `- **${item.name}**: ${item.detail}`)
    .join("\n")}`;
  const example = `${copy.example.heading}. ${copy.example.intro}\n\n\`\`\`\n${copy.example.code}\n\`\`\`\n\n${copy.example.outcome}`;
  return [
    { id: `${id}-connects`, kind: "page", title, url, text: connects, answer: connects },
    { id: `${id}-example`, kind: "page", title, url, text: example, answer: example },
  ];
}

function pagePassages(): Passage[] {
  const landing = (
    id: string,
    title: string,
    url: string,
    copy: LandingPageCopy,
    keywords: string,
  ): Passage => ({
    id,
    kind: "page",
    title,
    url,
    text: [
      copy.lead,
      ...copy.howItWorks.steps.map((step) => `${step.title}: ${step.body}`),
      ...copy.connects.items.map((item) => `${item.name}: ${item.detail}`),
      ...copy.highlights.map((h) => `${h.title}: ${h.body}`),
      copy.closing,
    ].join(" "),
    answer: copy.lead,
    keywords,
  });
  const services = homeCopy.services.items;
  return [
    ...siteFactPassages(),
    ...siteFeaturePassages(),
    ...landingDetailPassages(
      "aws",
      "Infrastructure Manager for AWS",
      "/Infrastructure-Manager-for-aws",
      infrastructureManagerCopy,
    ),
    ...landingDetailPassages("llm", "LLM Integrations", "/LLM-Integrations", llmIntegrationsCopy),
    ...landingDetailPassages(
      "warehouse",
      "Data Warehousing Integration",
      "/Data-Warehousing-Integration",
      dataWarehousingCopy,
    ),
    ...faqItems.map(
      (item): Passage => ({
        id: `faq-${item.id}`,
        kind: "faq",
        title: `FAQ: ${item.question}`,
        url: "/contact-us",
        text: `${item.question} ${item.answer}`,
        keywords: `faq systems controller ${faqKeywords[item.id] ?? ""}`,
        answer: item.answer,
      }),
    ),
    {
      id: "plans",
      kind: "page",
      title: "Plans",
      url: "/Purchase",
      text: `${plansCopy.intro} ${plans.map((p) => `${p.name} $${p.price}/month ${p.features.join(" ")}`).join(" ")}`,
      keywords: "price prices pricing cost costs how much plan plans subscription month monthly buy purchase",
    },
    {
      id: "comparison",
      kind: "page",
      title: "Comparison chart",
      url: "/systems-controller",
      text: `${comparisonTools.map((t) => t.name).join(" ")} ${comparisonFeatures.map((f) => `${f.label} ${f.description}`).join(" ")}`,
      keywords: "compare comparison versus vs alternative alternatives competitors chart",
    },
    {
      id: "systems-controller",
      kind: "page",
      title: "Systems Controller",
      url: "/systems-controller",
      text: `${systemsControllerCopy.hero.lead} ${systemsControllerCopy.guide.intro} ${systemsControllerCopy.guide.steps.map((s) => `${s.title}: ${s.body}`).join(" ")}`,
      answer: systemsControllerCopy.hero.lead,
      keywords: "product guide steps",
    },
    {
      id: "products",
      kind: "page",
      title: "Products",
      url: "/products",
      text: `${productsCopy.intro} ${productsCopy.items.map((item) => `${item.name}: ${item.summary}`).join(" ")}`,
      answer: `${productsCopy.intro} ${productsCopy.items.map((item) => `The ${item.name}: ${item.summary}`).join(" ")}`,
      keywords: "products offer sell",
    },
    landing(
      "aws",
      "Infrastructure Manager for AWS",
      "/Infrastructure-Manager-for-aws",
      infrastructureManagerCopy,
      "infrastructure manager aws amazon",
    ),
    landing(
      "llm",
      "LLM Integrations",
      "/LLM-Integrations",
      llmIntegrationsCopy,
      "llm ai gpt language model integration",
    ),
    landing(
      "warehouse",
      "Data Warehousing Integration",
      "/Data-Warehousing-Integration",
      dataWarehousingCopy,
      "data warehouse warehousing etl pipelines loads",
    ),
    {
      id: "services",
      kind: "page",
      title: "Our services",
      url: "/",
      text: services.map((item) => `${item.title}: ${item.body}`).join(" "),
      answer: `We offer ${services
        .map((s) => s.title)
        .join(", ")
        .replace(/, ([^,]*)$/, " and $1")}. ${services.map((s) => `**${s.title}**: ${s.body}`).join(" ")}`,
      keywords: "services offer consulting migration custom",
    },
  ];
}

/** Everything the assistant may answer from: the documentation, the operations and the product pages. */
export function buildCorpus(operations: readonly Operation[]): Passage[] {
  const names = new Set(operations.map((op) => op.name));
  return [
    ...docPassages(names),
    ...whitePaperPassages(),
    ...operations.map(operationPassage),
    ...pagePassages(),
  ];
}
