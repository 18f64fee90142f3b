import { type Plan, plans } from "@site/content/site/plans";
import type { Reply } from "./reply.ts";
import { reply } from "./reply.ts";
import { countOf } from "./words.ts";

const plansSource = { title: "Plans", url: "/Purchase" };

/** How many controllers a plan includes (Infinity for "Unlimited Controllers"). */
export function controllersOf(plan: Plan): number {
  for (const feature of plan.features) {
    if (/\bunlimited controllers?\b/i.test(feature)) return Number.POSITIVE_INFINITY;
    const count = feature.match(/^(\d+)\s+(system )?controllers?\b/i);
    if (count) return Number(count[1]);
  }
  return 0;
}

/** "We will run 3 controllers — which plan?": the number of controllers the question names. */
export function controllersAsked(text: string): number | undefined {
  const match = text.match(
    /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|hundred) (system |automation )?controllers?\b/,
  );
  if (!match?.[1]) return undefined;
  return countOf(match[1]);
}

const features = (plan: Plan) => plan.features.join(", ");

/** How much storage a plan includes, in GB (Infinity for "Unlimited Storage"). */
export function storageOf(plan: Plan): number {
  for (const feature of plan.features) {
    if (/\bunlimited storage\b/i.test(feature)) return Number.POSITIVE_INFINITY;
    const size = feature.match(/^(\d+)\s?gb storage\b/i);
    if (size) return Number(size[1]);
  }
  return 0;
}

/** "We have about 100GB to store": the storage the question names, in GB. */
export function storageAsked(text: string): number | undefined {
  const match = text.match(/\b(\d+)\s?(gb|gigabytes?|tb|terabytes?)\b/);
  if (!match?.[1] || !match[2]) return undefined;
  return Number(match[1]) * (match[2].startsWith("t") ? 1000 : 1);
}

/** The cheapest plan that holds what was asked (controllers or storage), and the plans that do not. */
function cheapestFitting(fits: (plan: Plan) => boolean) {
  const fitting = [...plans].sort((a, b) => a.price - b.price).find(fits);
  return { fitting, smaller: plans.filter((p) => !fits(p)).map((p) => p.name) };
}

/** The cheapest plan that includes as many controllers, or as much storage, as asked, named outright. */
export function recommendPlan(text: string): Reply | undefined {
  if (!/\b(plans?|which|what|need|fit|buy|choose|pick|recommend\w*|enough)\b/.test(text)) return undefined;
  const wanted = controllersAsked(text);
  if (wanted !== undefined) {
    const { fitting, smaller } = cheapestFitting((p) => controllersOf(p) >= wanted);
    if (!fitting) return undefined;
    return reply(
      [
        `For ${wanted} controller${wanted === 1 ? "" : "s"}, take the **${fitting.name}** ($${fitting.price}/month): it includes ${features(fitting)}.${smaller.length ? ` The ${smaller.join(" and the ")} include${smaller.length === 1 ? "s" : ""} fewer controllers.` : ""}`,
      ],
      [plansSource],
    );
  }
  const storage = storageAsked(text);
  if (storage === undefined) return undefined;
  const { fitting, smaller } = cheapestFitting((p) => storageOf(p) >= storage);
  if (!fitting) return undefined;
  return reply(
    [
      `For ${storage >= 1000 ? `${storage / 1000} TB` : `${storage} GB`} of storage, take the **${fitting.name}** ($${fitting.price}/month): it includes ${features(fitting)}.${smaller.length ? ` The ${smaller.join(" and the ")} include${smaller.length === 1 ? "s" : ""} less storage.` : ""}`,
    ],
    [plansSource],
  );
}

/** A follow-up ("does it include support?") after an answer about one plan: that plan again. */
export function planFollowUp(text: string, previousAnswer: string): Reply | undefined {
  if (!/\b(it|its|that|this)\b/.test(text)) return undefined;
  if (
    !/\b(include[sd]?|support|storage|controllers?|analytics|integrations?|cost|costs|price|much|get|come with|have|has)\b/.test(
      text,
    )
  )
    return undefined;
  const named = plans.filter((p) => previousAnswer.includes(p.name));
  const plan = named.length === 1 ? named[0] : undefined;
  if (!plan) return undefined;
  return reply(
    [
      `The ${plan.name} costs $${plan.price}/month and includes ${features(plan)}. Nothing else is published about it; the plans page lists the rest.`,
    ],
    [plansSource],
  );
}
