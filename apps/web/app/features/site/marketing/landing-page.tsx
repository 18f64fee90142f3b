import type { PageCopy } from "@site/content/site";
import type { LandingPageCopy } from "@site/content/site/products";
import type { ReactNode } from "react";
import { Reveal } from "#web/components/reveal";
import { MarketingLinkButton } from "./marketing-link";
import { PageHero } from "./page-hero";
import { Connects, HowItWorks, ProductExampleSection } from "./product-details";

interface LandingPageProps {
  page: PageCopy;
  copy: LandingPageCopy;
  /** The page's own diagram, beside the heading. */
  visual: ReactNode;
  /** The language of the example's code, for its label and copy button. */
  exampleLang: string;
}

/**
 * A product landing page (/Infrastructure-Manager-for-aws, /LLM-Integrations,
 * /Data-Warehousing-Integration): its diagram, how it works, what it connects to, an example,
 * then why teams use it.
 */
export function LandingPage({ page, copy, visual, exampleLang }: LandingPageProps) {
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        heading={page.heading}
        lead={copy.lead}
        primary={copy.primary}
        secondary={copy.secondary}
        aside={visual}
      />
      <HowItWorks heading={copy.howItWorks.heading} steps={copy.howItWorks.steps} />
      <Connects heading={copy.connects.heading} intro={copy.connects.intro} items={copy.connects.items} />
      <ProductExampleSection example={copy.example} lang={exampleLang} />
      <section aria-labelledby="highlights-heading" className="bg-slate-50 py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="highlights-heading" className="text-3xl font-bold tracking-tight text-navy-900">
            {copy.highlightsHeading}
          </h2>
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
        </div>
      </section>
    </>
  );
}
