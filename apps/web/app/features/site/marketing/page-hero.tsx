import type { MarketingLink } from "@site/content/site/links";
import type { ReactNode } from "react";
import { Reveal } from "#web/components/reveal";
import { MarketingLinkButton } from "./marketing-link";

interface PageHeroProps {
  eyebrow?: string;
  heading: string;
  lead: string;
  primary?: MarketingLink;
  secondary?: MarketingLink;
  children?: ReactNode;
  /** A visual beside the text on wide screens, below it on narrow ones. */
  aside?: ReactNode;
}

/** The dark opening band of a marketing page, holding its single h1. */
export function PageHero({ eyebrow, heading, lead, primary, secondary, children, aside }: PageHeroProps) {
  const text = (
    <div>
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-widest text-sky-300 uppercase">{eyebrow}</p>
      ) : null}
      <h1 id="page-heading" className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">
        {heading}
      </h1>
      <p className="mt-6 max-w-3xl text-lg leading-8 text-slate-200">{lead}</p>
      {primary || secondary ? (
        <Reveal delay={350} className="mt-8 flex flex-wrap gap-4">
          {primary ? <MarketingLinkButton link={primary} /> : null}
          {secondary ? <MarketingLinkButton link={secondary} variant="outline" /> : null}
        </Reveal>
      ) : null}
      {children}
    </div>
  );
  return (
    <section aria-labelledby="page-heading" className="bg-navy-900 text-white scheme-light">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20">
        {aside ? (
          <div className="grid items-center gap-12 lg:grid-cols-2">
            {text}
            <div className="text-slate-200">{aside}</div>
          </div>
        ) : (
          text
        )}
      </div>
    </section>
  );
}
