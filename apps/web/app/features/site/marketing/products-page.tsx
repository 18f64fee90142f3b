import { pages } from "@site/content/site";
import { productsCopy } from "@site/content/site/products";
import { Reveal } from "#web/components/reveal";
import { MarketingLinkButton } from "./marketing-link";
import { PageHero } from "./page-hero";

/** /products: every product with a line about it and a link to its page. */
export function ProductsPage() {
  return (
    <>
      <PageHero heading={pages.products.heading} lead={productsCopy.intro} />
      <section aria-label={pages.products.heading} className="bg-white py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <ul className="grid gap-6 md:grid-cols-2">
            {productsCopy.items.map((product, index) => (
              <li key={product.id}>
                <Reveal delay={index % 2 === 0 ? 0 : 350} threshold={0.2} className="h-full">
                  <article className="flex h-full flex-col rounded-xl border border-slate-200 p-6 shadow-sm">
                    <h2 className="text-2xl font-semibold text-navy-900">{product.name}</h2>
                    <p className="mt-3 flex-1 text-slate-600 leading-7">{product.summary}</p>
                    <MarketingLinkButton link={product.link} variant="text" className="mt-6" />
                  </article>
                </Reveal>
              </li>
            ))}
          </ul>
          <MarketingLinkButton link={productsCopy.plans} variant="dark" className="mt-12" />
        </div>
      </section>
    </>
  );
}
