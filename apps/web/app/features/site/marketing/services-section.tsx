import { homeCopy } from "@site/content/site/home";
import { Reveal } from "#web/components/reveal";
import { MarketingIcon } from "./marketing-icons";
import { MarketingLinkButton } from "./marketing-link";
import { PageSection } from "./page-section";

const { services } = homeCopy;

/** 'what we offer / Our Services': the three services and a 'Contact Us' button. */
export function ServicesSection() {
  return (
    <PageSection headingId="services-heading" copy={services} background="bg-white" large reveal>
      <ul className="mt-12 grid gap-8 md:grid-cols-3">
        {services.items.map((service) => (
          <li key={service.id}>
            <Reveal variant="slide" threshold={0.3} className="h-full">
              <article className="h-full border-l-4 border-sky-400 pl-6">
                <MarketingIcon id={service.id} className="size-8 text-navy-800" />
                <h3 className="mt-4 text-xl font-semibold [overflow-wrap:anywhere] text-navy-900">
                  {service.title}
                </h3>
                <p className="mt-3 text-slate-600 leading-7">{service.body}</p>
              </article>
            </Reveal>
          </li>
        ))}
      </ul>
      <div className="mt-12">
        <MarketingLinkButton link={services.cta} variant="dark" />
      </div>
    </PageSection>
  );
}
