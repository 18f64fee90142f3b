import { comparisonFeatures, comparisonTools } from "@site/content/comparison";
import { slugify } from "@site/content/docs-render";
import { readAllDocSources } from "@site/content/docs-sources";
import { faqItems } from "@site/content/faq";
import { homeCopy } from "@site/content/marketing-home";
import {
  dataWarehousingCopy,
  infrastructureManagerCopy,
  llmIntegrationsCopy,
  productsCopy,
} from "@site/content/marketing-products";
import { systemsControllerCopy } from "@site/content/marketing-systems-controller";
import { plans } from "@site/content/plans";
import type { Passage } from "./assistant.ts";

const docPaths: Record<string, string> = {
  "universal-shell": "/universal-shell",
  "universal-shell-aws": "/universal-shell-aws",
  "aws-infra-builder": "/aws-infra-builder",
};
const docNames: Record<string, string> = {
  "universal-shell": "Universal Shell",
  "universal-shell-aws": "AWS Extended Shell",
  "aws-infra-builder": "AWS Infrastructure Builder",
};

function plainText(markdown: string): string {
  return markdown
    .replace(/```[a-z]*\n?/g, "")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/[*_`>#|]/g, (c) => (c === "_" ? "_" : " "))
    .replace(/\s+/g, " ")
    .trim();
}

/** One passage per heading of every documentation section, linked to that heading. */
function docPassages(): Passage[] {
  return readAllDocSources().flatMap((source) => {
    const page = `${docPaths[source.setId]}/${source.sectionId}`;
    const parts = source.markdown.split(/^(#{2,3} .+)$/m);
    const used = new Map<string, number>();
    const passages: Passage[] = [];
    const intro = parts[0]?.trim();
    if (intro) {
      passages.push({
        id: `${page}`,
        title: `${docNames[source.setId]}: ${source.title}`,
        url: page,
        text: plainText(intro),
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
      const anchor = seen === 0 ? base : `${base}-${seen + 1}`;
      passages.push({
        id: `${page}#${anchor}`,
        title: `${docNames[source.setId]}: ${heading}`,
        url: `${page}#${anchor}`,
        text: plainText(`${heading}. ${parts[i + 1] ?? ""}`),
        keywords: `${source.title} ${docNames[source.setId]}`,
      });
    }
    return passages;
  });
}

function marketingPassages(): Passage[] {
  const planText = plans
    .map((plan) => `The ${plan.name} costs $${plan.price}/month: ${plan.features.join(", ")}.`)
    .join(" ");
  const comparison = comparisonTools
    .map(
      (tool) =>
        `${tool.name}: ${comparisonFeatures.map((f) => `${f.label} ${tool.scores[f.id] ?? "not supported"}`).join(", ")}.`,
    )
    .join(" ");
  const landing = (
    id: string,
    title: string,
    url: string,
    copy: { lead: string; highlights: readonly { title: string; body: string }[]; closing: string },
  ) => ({
    id,
    title,
    url,
    text: `${copy.lead} ${copy.highlights.map((h) => `${h.title}: ${h.body}`).join(" ")} ${copy.closing}`,
  });
  return [
    {
      id: "plans",
      title: "Pricing plans",
      url: "/Purchase",
      text: planText,
      keywords: "price prices pricing cost costs how much plan plans subscription month monthly buy purchase",
    },
    ...faqItems.map((item) => ({
      id: `faq-${item.id}`,
      title: `FAQ: ${item.question}`,
      url: "/contact-us",
      text: `${item.question} ${item.answer}`,
      keywords: "faq question",
    })),
    {
      id: "comparison",
      title: "Systems Controller comparison chart",
      url: "/systems-controller",
      text: `Scores from 1 to 3 compare the Systems Controller with Ansible, Rancher, Terraform and Puppet. ${comparison}`,
      keywords: "compare comparison versus vs alternative",
    },
    {
      id: "systems-controller",
      title: "Systems Controller",
      url: "/systems-controller",
      text: `${systemsControllerCopy.hero.lead} ${systemsControllerCopy.guide.intro} ${systemsControllerCopy.guide.steps.map((s) => `${s.title}: ${s.body}`).join(" ")}`,
      keywords: "product guide steps getting started",
    },
    {
      id: "products",
      title: "Products",
      url: "/products",
      text: `${productsCopy.intro} ${productsCopy.items.map((item) => `${item.name}: ${item.summary}`).join(" ")}`,
    },
    landing(
      "aws",
      "Infrastructure Manager for AWS",
      "/Infrastructure-Manager-for-aws",
      infrastructureManagerCopy,
    ),
    landing("llm", "LLM Integrations", "/LLM-Integrations", llmIntegrationsCopy),
    landing(
      "warehouse",
      "Data Warehousing Integration",
      "/Data-Warehousing-Integration",
      dataWarehousingCopy,
    ),
    {
      id: "services",
      title: "Our services",
      url: "/",
      text: [...homeCopy.automation.cards, ...homeCopy.services.items]
        .map((item) => `${item.title}: ${item.body}`)
        .join(" "),
      keywords: "services consulting migration custom",
    },
    {
      id: "jobs",
      title: "Jobs",
      url: "/search-jobs",
      text: "Search our open positions and apply with your profile or with a resume only. Create an account to keep a profile with your resume.",
      keywords: "job jobs career careers hiring position positions vacancy apply work",
    },
  ];
}

/** Everything the assistant may answer from: the documentation and the product pages. */
export function buildCorpus(): Passage[] {
  return [...docPassages(), ...marketingPassages()];
}
