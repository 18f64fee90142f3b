import { homeCopy } from "@site/content/site/home";
import { Reveal } from "#web/components/reveal";
// The mockup's SVG is written into the page rather than fetched: one request fewer before the
// page's largest paint (docs/decisions/052-one-stylesheet-one-window.md), and its labels draw in
// the site's typeface. The same file is served as an image for anyone who links to it.
import mockupSvg from "../../../../public/images/systems-controller-mockup.svg?raw";
import { MarketingLinkButton } from "./marketing-link";
import { NetworkBackground } from "./network-background";
import { TypedLine } from "./typed-line";

const { hero } = homeCopy;

/** The home page's hero: the typed line, the product mockup and the animated network behind them. */
export function HomeHero() {
  return (
    <section
      aria-labelledby="home-hero-heading"
      className="relative isolate overflow-hidden bg-navy-900 text-white scheme-light"
    >
      <NetworkBackground />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-2">
        <div>
          <h1
            id="home-hero-heading"
            className="min-h-[2.5em] text-4xl leading-tight font-bold tracking-tight sm:text-5xl"
          >
            <TypedLine text={hero.typedLine} />
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-slate-200">{hero.lead}</p>
          <Reveal delay={700} className="mt-8">
            <MarketingLinkButton link={hero.cta} />
          </Reveal>
        </div>
        <Reveal delay={350}>
          <div
            role="img"
            aria-label={hero.mockup.alt}
            className="overflow-hidden rounded-xl shadow-2xl ring-1 ring-white/10 [&>svg]:h-auto [&>svg]:w-full"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own SVG file, read at build time.
            dangerouslySetInnerHTML={{ __html: mockupSvg }}
          />
        </Reveal>
      </div>
    </section>
  );
}
