import { pages } from "@site/content/site";
import { systemsControllerCopy } from "@site/content/site/systems-controller";
import { ComparisonChart } from "./comparison-chart";
import { DocLinks } from "./doc-links";
import { IntroVideo } from "./intro-video";
import { PageHero } from "./page-hero";
import { Connects, ProductExampleSection } from "./product-details";
import { SystemsControllerDiagram } from "./product-diagrams";
import { SimpleGuide } from "./simple-guide";

const { hero, docs, connects, example } = systemsControllerCopy;

/**
 * /systems-controller: hero with its diagram, intro video, comparison chart, the simple guide, an
 * example, what it connects to and documentation links.
 */
export function SystemsControllerPage() {
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        heading={pages.systemsController.heading}
        lead={hero.lead}
        primary={hero.primary}
        secondary={hero.secondary}
        aside={<SystemsControllerDiagram />}
      />
      <IntroVideo />
      <section aria-labelledby="comparison-heading" className="render-near-view bg-white pb-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <ComparisonChart />
        </div>
      </section>
      <SimpleGuide />
      <ProductExampleSection example={example} />
      <Connects copy={connects} />
      <DocLinks copy={docs} />
    </>
  );
}
