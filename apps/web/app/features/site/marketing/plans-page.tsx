import { pages } from "@site/content/site";
import { plans, plansCopy } from "@site/content/site/plans";
import { Link } from "react-router";
import { CheckIcon } from "./marketing-icons";
import { hrefOf, MarketingLinkButton } from "./marketing-link";
import { PageHero } from "./page-hero";

/** /Purchase (and anything below it): the three subscription plans, Pro highlighted. */
export function PlansPage() {
  return (
    <>
      <PageHero heading={pages.purchase.heading} lead={plansCopy.intro} />
      <section aria-label={pages.purchase.heading} className="bg-slate-50 py-16">
        <ul className="mx-auto grid max-w-6xl items-stretch gap-8 px-4 sm:px-6 lg:grid-cols-3">
          {plans.map((plan) => (
            <li key={plan.id} data-plan={plan.id} data-highlighted={plan.highlighted || undefined}>
              <article
                aria-labelledby={`plan-${plan.id}`}
                className={`relative flex h-full flex-col rounded-2xl bg-white p-8 shadow-sm ${
                  plan.highlighted
                    ? "border-2 border-sky-500 shadow-xl lg:-my-4 lg:py-12"
                    : "border border-slate-200"
                }`}
              >
                {plan.highlighted ? (
                  <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-sky-500 px-4 py-1 text-sm font-semibold text-navy-950 scheme-light">
                    {plansCopy.highlightBadge}
                  </p>
                ) : null}
                <h2 id={`plan-${plan.id}`} className="text-2xl font-semibold text-navy-900">
                  {plan.name}
                </h2>
                <p className="mt-2 text-slate-600">{plan.description}</p>
                <p className="mt-6 text-navy-900">
                  <span className="text-5xl font-bold tracking-tight">
                    {plansCopy.currencySymbol}
                    {plan.price}
                  </span>
                  <span aria-hidden="true" className="text-lg text-slate-600">
                    {plansCopy.period}
                  </span>
                  <span className="sr-only"> {plansCopy.periodSpoken}</span>
                </p>
                <ul aria-label={plansCopy.featuresLabel(plan.name)} className="mt-8 flex-1 space-y-3">
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex items-start gap-3 text-slate-700">
                      <CheckIcon className="mt-0.5 size-5 shrink-0 text-green-700" />
                      {feature}
                    </li>
                  ))}
                </ul>
                <Link
                  to={`${hrefOf(plansCopy.cta.target)}?${new URLSearchParams({ [plansCopy.planParam]: plan.id })}`}
                  className={`mt-8 inline-flex justify-center rounded-md px-5 py-3 font-semibold ${
                    plan.highlighted
                      ? "bg-navy-900 text-white hover:bg-navy-700"
                      : "border border-navy-900 text-navy-900 hover:bg-slate-100"
                  }`}
                >
                  {plansCopy.cta.label}
                  <span className="sr-only">{plansCopy.ctaSuffix(plan.name)}</span>
                </Link>
              </article>
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-12 max-w-6xl px-4 text-center text-slate-700 sm:px-6">
          {plansCopy.questions} <MarketingLinkButton link={plansCopy.questionsLink} variant="text" />
        </p>
      </section>
    </>
  );
}
