import { pages } from "@site/content/site";
import {
  dataWarehousingCopy,
  infrastructureManagerCopy,
  type LandingPageCopy,
  llmIntegrationsCopy,
} from "@site/content/site/products";
import type { ComponentType } from "react";
import { Reveal } from "#web/components/reveal";
import { paths } from "#web/lib/paths";
import { MarketingLinkButton } from "./marketing-link";
import { marketingMeta } from "./marketing-meta";
import { PageHero } from "./page-hero";
import { PageSection } from "./page-section";
import { Connects, HowItWorks, ProductExampleSection } from "./product-details";
import {
  DataWarehousingDiagram,
  InfrastructureManagerDiagram,
  LlmIntegrationsDiagram,
} from "./product-diagrams";

/** The product landing pages (named as in `pages` and `paths`): each one's copy and diagram. */
const landingPages = {
  infrastructureManagerAws: { copy: infrastructureManagerCopy, Visual: InfrastructureManagerDiagram },
  llmIntegrations: { copy: llmIntegrationsCopy, Visual: LlmIntegrationsDiagram },
  dataWarehousing: { copy: dataWarehousingCopy, Visual: DataWarehousingDiagram },
} satisfies Record<string, { copy: LandingPageCopy; Visual: ComponentType }>;

export type LandingPageName = keyof typeof landingPages;

/** The meta tags of a product landing page. */
export const landingPageMeta = (name: LandingPageName) => marketingMeta(pages[name], paths[name]);

/**
 * A product landing page (/Infrastructure-Manager-for-aws, /LLM-Integrations,
 * /Data-Warehousing-Integration): its diagram, how it works, what it connects to, an example,
 * then why teams use it.
 */
export function LandingPage({ name }: { name: LandingPageName }) {
  const page = pages[name];
  const { copy, Visual } = landingPages[name];
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        heading={page.heading}
        lead={copy.lead}
        primary={copy.primary}
        secondary={copy.secondary}
        aside={<Visual />}
      />
      <HowItWorks copy={copy.howItWorks} />
      <Connects copy={copy.connects} />
      <ProductExampleSection example={copy.example} />
      <PageSection
        headingId="highlights-heading"
        copy={{ heading: copy.highlightsHeading }}
        background="bg-slate-50"
      >
        <ul className="mt-10 grid gap-8 md:grid-cols-3">
          {copy.highlights.map((highlight) => (
            <li key={highlight.title}>
              <Reveal variant="slide" threshold={0.3} className="h-full">
                <h3 className="text-xl font-semibold text-navy-900">{highlight.title}</h3>
                <p className="mt-3 text-slate-600 leading-7">{highlight.body}</p>
              </Reveal>
            </li>
          ))}
        </ul>
        <div className="mt-14 rounded-xl bg-white p-8 shadow-sm">
          <p className="text-lg text-slate-700">{copy.closing}</p>
          <MarketingLinkButton link={copy.primary} variant="dark" className="mt-6" />
        </div>
      </PageSection>
    </>
  );
}
