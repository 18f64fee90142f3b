import type { LandingPageCopy } from "@site/content/marketing-products";
import type { PageCopy } from "@site/content/site";
import { Reveal } from "../../components/reveal";
import { CheckIcon } from "./marketing-icons";
import { MarketingLinkButton } from "./marketing-link";
import { PageHero } from "./page-hero";

/** A product landing page (/Infrastructure-Manager-for-aws, /LLM-Integrations, /Data-Warehousing-Integration). */
export function LandingPage({ page, copy }: { page: PageCopy; copy: LandingPageCopy }) {
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        heading={page.heading}
        lead={copy.lead}
        primary={copy.primary}
        secondary={copy.secondary}
      />
      <section aria-labelledby="highlights-heading" className="bg-white py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="highlights-heading" className="text-3xl font-bold tracking-tight text-navy-900">
            {copy.highlightsHeading}
          </h2>
          <ul className="mt-10 grid gap-8 md:grid-cols-3">
            {copy.highlights.map((highlight) => (
              <li key={highlight.title}>
                <Reveal variant="slide" threshold={0.3} className="h-full">
                  <article className="h-full rounded-xl border border-slate-200 p-6 shadow-sm">
                    <CheckIcon className="size-8 rounded-full bg-sky-100 p-1.5 text-navy-800" />
                    <h3 className="mt-4 text-xl font-semibold text-navy-900">{highlight.title}</h3>
                    <p className="mt-3 text-slate-600 leading-7">{highlight.body}</p>
                  </article>
                </Reveal>
              </li>
            ))}
          </ul>
          <div className="mt-14 rounded-xl bg-slate-50 p-8">
            <p className="text-lg text-slate-700">{copy.closing}</p>
            <MarketingLinkButton link={copy.primary} variant="dark" className="mt-6" />
          </div>
        </div>
      </section>
    </>
  );
}
