import type { ProductConnection, ProductExample, ProductStep } from "@site/content/site/products";
import { CopyableCode } from "#web/components/copyable-code";
import { Reveal } from "#web/components/reveal";
import { PageSection, type SectionCopy } from "./page-section";

/** "How it works": the product's steps in order. */
export function HowItWorks({ copy }: { copy: SectionCopy & { steps: readonly ProductStep[] } }) {
  return (
    <PageSection headingId="how-heading" copy={copy} background="bg-white">
      <ol className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-4">
        {copy.steps.map((step, index) => (
          <li key={step.title} className="relative border-t-4 border-navy-800 pt-5">
            <span className="text-sm font-semibold tracking-widest text-sky-800 uppercase">
              <span className="sr-only">Step </span>
              {String(index + 1).padStart(2, "0")}
            </span>
            <h3 className="mt-2 text-lg font-semibold text-navy-900">{step.title}</h3>
            <p className="mt-3 text-slate-600 leading-7">{step.body}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}

/** "What it connects to": the systems the product works with, each with one line. */
export function Connects({ copy }: { copy: SectionCopy & { items: readonly ProductConnection[] } }) {
  return (
    <PageSection headingId="connects-heading" copy={copy} background="bg-slate-50">
      <dl className="mt-10 grid gap-x-10 gap-y-6 sm:grid-cols-2">
        {copy.items.map((item) => (
          <div key={item.name} className="border-l-4 border-sky-400 pl-4">
            <dt className="font-semibold text-navy-900">{item.name}</dt>
            <dd className="mt-1 text-slate-600 leading-7">{item.detail}</dd>
          </div>
        ))}
      </dl>
    </PageSection>
  );
}

/** A worked example: what it does, the code, and what comes out. */
export function ProductExampleSection({ example }: { example: ProductExample }) {
  return (
    <section aria-labelledby="example-heading" className="render-near-view bg-white py-20">
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <Reveal variant="slide" threshold={0.2}>
          <h2 id="example-heading" className="text-3xl font-bold tracking-tight text-navy-900">
            {example.heading}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{example.intro}</p>
        </Reveal>
        <CopyableCode code={example.code} lang={example.lang} label={example.label} size="regular">
          <code>{example.code}</code>
        </CopyableCode>
        <p className="text-slate-700 leading-7">{example.outcome}</p>
      </div>
    </section>
  );
}
