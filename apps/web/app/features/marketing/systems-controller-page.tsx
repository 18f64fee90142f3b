import { systemsControllerCopy } from "@site/content/marketing-systems-controller";
import { pages } from "@site/content/site";
import { ComparisonChart } from "./comparison-chart";
import { DocLinks } from "./doc-links";
import { IntroVideo } from "./intro-video";
import { PageHero } from "./page-hero";
import { SimpleGuide } from "./simple-guide";

const { hero, docs } = systemsControllerCopy;

/** /systems-controller: hero, intro video, comparison chart, the simple guide and documentation links. */
export function SystemsControllerPage() {
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        heading={pages.systemsController.heading}
        lead={hero.lead}
        primary={hero.primary}
        secondary={hero.secondary}
      />
      <IntroVideo />
      <section aria-labelledby="comparison-heading" className="bg-white pb-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <ComparisonChart />
        </div>
      </section>
      <SimpleGuide />
      <DocLinks heading={docs.heading} intro={docs.intro} links={docs.links} />
    </>
  );
}
