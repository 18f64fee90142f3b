import { systemsControllerCopy } from "@site/content/site/systems-controller";
import { Reveal } from "#web/components/reveal";

const { guide } = systemsControllerCopy;

/** The seven-step simple guide of the Systems Controller page. */
export function SimpleGuide() {
  return (
    <section aria-labelledby="guide-heading" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <Reveal variant="slide">
          <h2 id="guide-heading" className="text-3xl font-bold tracking-tight text-navy-900">
            {guide.heading}
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-slate-600">{guide.intro}</p>
        </Reveal>
        <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {guide.steps.map((step, index) => (
            <li
              key={step.title}
              className="flex gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-navy-900 font-bold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-navy-900">{step.title}</h3>
                <p className="mt-2 text-slate-600 leading-7">{step.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
