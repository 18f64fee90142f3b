import { homeCopy } from "@site/content/site/home";
import { Reveal } from "#web/components/reveal";
import { MarketingIcon } from "./marketing-icons";
import { MarketingLinkButton } from "./marketing-link";

const { services } = homeCopy;

/** 'what we offer / Our Services': the three services and a 'Contact Us' button. */
export function ServicesSection() {
  return (
    <section aria-labelledby="services-heading" className="bg-white py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <Reveal variant="slide">
          <p className="text-sm font-semibold tracking-widest text-blue-700 uppercase">{services.eyebrow}</p>
          <h2
            id="services-heading"
            className="mt-2 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl"
          >
            {services.heading}
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-slate-600">{services.intro}</p>
        </Reveal>
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
      </div>
    </section>
  );
}
