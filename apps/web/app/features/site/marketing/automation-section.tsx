import { homeCopy } from "@site/content/site/home";
import { Reveal, type RevealDelay } from "#web/components/reveal";
import { MarketingIcon } from "./marketing-icons";
import { MarketingLinkButton } from "./marketing-link";
import { PageSection } from "./page-section";

const { automation } = homeCopy;
const delays: readonly RevealDelay[] = [0, 350, 700, 1000];

/** 'Unlock the Power of Automation': four feature cards, each with a 'Learn More' button. */
export function AutomationSection() {
  return (
    <PageSection headingId="automation-heading" copy={automation} background="bg-slate-50" large reveal>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {automation.cards.map((card, index) => (
          <li key={card.id}>
            <Reveal delay={delays[index] ?? 0} threshold={0.2} className="h-full">
              <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <MarketingIcon id={card.id} className="size-10 rounded-lg bg-sky-100 p-2 text-navy-800" />
                <h3 className="mt-5 text-lg font-semibold text-navy-900">{card.title}</h3>
                <p className="mt-3 flex-1 text-slate-600 leading-7">{card.body}</p>
                <MarketingLinkButton
                  link={card.learnMore}
                  variant="dark"
                  className="mt-6 self-start px-4 py-2 text-sm"
                  srSuffix={` about ${card.title}`}
                />
              </article>
            </Reveal>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
