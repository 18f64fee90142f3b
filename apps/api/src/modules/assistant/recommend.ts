import { type Plan, plans } from "@site/content/site/plans";
import type { Reply } from "./site-answers.ts";
import { reply } from "./site-answers.ts";

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

const numberWords: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twenty: 20,
  fifty: 50,
  hundred: 100,
};

/** "We will run 3 controllers — which plan?": the number of controllers the question names. */
export function controllersAsked(text: string): number | undefined {
  const match = text.match(
    /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|hundred) (system |automation )?controllers?\b/,
  );
  if (!match?.[1]) return undefined;
  return /^\d+$/.test(match[1]) ? Number(match[1]) : numberWords[match[1]];
}

const features = (plan: Plan) => plan.features.join(", ");

/** The cheapest plan that includes as many controllers as asked, named outright. */
export function recommendPlan(text: string): Reply | undefined {
  const wanted = controllersAsked(text);
  if (
    wanted === undefined ||
    !/\b(plans?|which|what|need|fit|buy|choose|pick|recommend\w*|enough)\b/.test(text)
  )
    return undefined;
  const fitting = [...plans].sort((a, b) => a.price - b.price).find((p) => controllersOf(p) >= wanted);
  if (!fitting) return undefined;
  const smaller = [...plans].filter((p) => controllersOf(p) < wanted).map((p) => p.name);
  return reply(
    [
      `For ${wanted} controller${wanted === 1 ? "" : "s"}, take the **${fitting.name}** ($${fitting.price}/month): it includes ${features(fitting)}.${smaller.length ? ` The ${smaller.join(" and the ")} include${smaller.length === 1 ? "s" : ""} fewer controllers.` : ""}`,
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
