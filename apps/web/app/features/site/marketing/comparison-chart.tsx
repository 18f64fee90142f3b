import {
  type ComparisonFeatureId,
  comparisonCopy,
  comparisonFeatures,
  comparisonTools,
  type Score,
} from "@site/content/site/comparison";

const levels = [1, 2, 3] as const;

/** The words a screen reader (and a text browser) gets for one cell of the chart. */
export function cellText(feature: ComparisonFeatureId, score: Score | undefined): string {
  if (score === undefined) return comparisonCopy.unsupported;
  return feature === "pricing"
    ? `${comparisonCopy.pricingText(score)} (${comparisonCopy.pricingLevels[score]})`
    : `${comparisonCopy.scoreText(score)} (${comparisonCopy.scoreLevels[score]})`;
}

function Marks({ feature, score }: { feature: ComparisonFeatureId; score: Score | undefined }) {
  if (score === undefined) {
    return (
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 text-slate-400" data-mark="unsupported">
        <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" />
      </svg>
    );
  }
  if (feature === "pricing") {
    return (
      <span aria-hidden="true" className="font-bold tracking-wider" data-mark="pricing">
        {levels.map((level) => (
          <span key={level} className={level <= score ? "text-green-700" : "text-slate-300"}>
            $
          </span>
        ))}
      </span>
    );
  }
  return (
    <span aria-hidden="true" className="inline-flex gap-1" data-mark="score">
      {levels.map((level) => (
        <span
          key={level}
          className={`size-3 rounded-full border-2 border-navy-800 ${level <= score ? "bg-navy-800" : "bg-transparent"}`}
        />
      ))}
    </span>
  );
}

/** The comparison chart as a real table: marks are drawn, and every cell also says its score in words. */
export function ComparisonChart({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div>
      <Heading id="comparison-heading" className="text-3xl font-bold tracking-tight text-navy-900">
        {comparisonCopy.heading}
      </Heading>
      <p className="mt-3 text-slate-600">{comparisonCopy.note}</p>
      <section
        aria-label={comparisonCopy.caption}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it
        tabIndex={0}
        className="relative mt-8 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
      >
        <table className="w-full min-w-[40rem] border-collapse text-left">
          <caption className="sr-only">{comparisonCopy.caption}</caption>
          <thead className="bg-slate-50 text-sm text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {comparisonCopy.toolColumn}
              </th>
              {comparisonFeatures.map((feature) => (
                <th key={feature.id} scope="col" className="px-4 py-3 font-semibold">
                  {feature.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {comparisonTools.map((tool) => (
              <tr key={tool.id} className={`border-t border-slate-200 ${tool.ours ? "bg-sky-50" : ""}`}>
                <th scope="row" className="px-4 py-3 font-semibold text-navy-900">
                  {tool.name}
                </th>
                {comparisonFeatures.map((feature) => {
                  const score = tool.scores[feature.id];
                  return (
                    <td key={feature.id} className="px-4 py-3" data-score={score ?? "unsupported"}>
                      <Marks feature={feature.id} score={score} />
                      <span className="sr-only">{cellText(feature.id, score)}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <div className="mt-6">
        <ul aria-label={comparisonCopy.legendHeading} className="space-y-1 text-sm text-slate-600">
          {comparisonCopy.legend.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <dl className="mt-4 grid gap-2 text-sm text-slate-600 sm:grid-cols-2">
          {comparisonFeatures.map((feature) => (
            <div key={feature.id}>
              <dt className="inline font-semibold text-slate-800">{feature.label}: </dt>
              <dd className="inline">{feature.description}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
