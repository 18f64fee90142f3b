import { systemsControllerCopy } from "@site/content/site/systems-controller";
import { PageSection } from "./page-section";

const { guide } = systemsControllerCopy;

/** The seven-step simple guide of the Systems Controller page. */
export function SimpleGuide() {
  return (
    <PageSection headingId="guide-heading" copy={guide} background="bg-slate-50" reveal>
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
    </PageSection>
  );
}
