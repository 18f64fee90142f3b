import { faqItems } from "@site/content/site/faq";
import { homeCopy } from "@site/content/site/home";
import type { ReactNode } from "react";
import { Accordion } from "#web/components/accordion";
import { Reveal } from "#web/components/reveal";

const { contact } = homeCopy;

interface ContactSectionProps {
  /** The inquiry form (features/inquiry), composed in by the route. */
  form: ReactNode;
  /** 1 on the Contact Us pages, where this section is the page; 2 inside the home page. */
  headingLevel?: 1 | 2;
  heading?: string;
}

/** The Contact Us section: the inquiry form beside the four-question FAQ. */
export function ContactSection({ form, headingLevel = 2, heading = contact.heading }: ContactSectionProps) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const SubHeading = headingLevel === 1 ? "h2" : "h3";
  return (
    <section
      id="contact"
      aria-labelledby="contact-heading"
      className="render-near-view scroll-mt-20 bg-slate-50 py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <Heading id="contact-heading" className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
          {heading}
        </Heading>
        <p className="mt-4 max-w-2xl text-lg text-slate-600">{contact.intro}</p>
        <div className="mt-12 grid gap-12 lg:grid-cols-2">
          <div
            className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
            data-island="inquiry"
          >
            {form}
          </div>
          <Reveal variant="slide" threshold={0.3}>
            <SubHeading id="faq-heading" className="text-2xl font-semibold text-navy-900">
              {contact.faqHeading}
            </SubHeading>
            <Accordion
              className="mt-6"
              headingLevel={headingLevel === 1 ? 3 : 4}
              items={faqItems.map((item) => ({
                id: item.id,
                heading: item.question,
                content: <p>{item.answer}</p>,
              }))}
            />
          </Reveal>
        </div>
      </div>
    </section>
  );
}
