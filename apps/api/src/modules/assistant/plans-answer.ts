import { type Plan, plans, plansCopy } from "@site/content/site/plans";
import { andList, link, table } from "./markdown.ts";
import { contactSource, type Reply, reply } from "./reply.ts";

// The plans page in answers: which questions are about our plans, and the answer that fits them.

const plansSource = { title: "Plans", url: "/Purchase" };
const planWords =
  /\b(plans?|price|prices|pricing|cost|costs|much|subscription|subscribe|cheap|cheapest|expensive|pay|paying|buy|purchase|licen[cs]e|billing|cancel|trial)\b/;
/**
 * Everyday words that speak only of a subscription's terms ("which tier", "a lock-in", "seats for
 * the whole department"): a question with one is ours even when some of its words are not (decision 119).
 */
const subscriptionWords =
  /\b(tiers?|priced|subscriptions|licen[cs]es|seats|contract|commitment|lock in|locked in)\b/;
/** "Which one do most teams pick?": asks for the plan the page draws attention to. */
const popularWords = /\b(popular|most (people|teams|customers|users|folks))\b/;

/** A question in everyday words of our plans' terms, read as typed ("lock-in" is not "look in"). */
export function speaksOfSubscription(typed: string): boolean {
  return subscriptionWords.test(typed) || popularWords.test(typed);
}
/** What the plans include, in the plans' own words ("support", "storage", "controllers"). */
const planFeatureWords = new Set(
  plans.flatMap((plan) => plan.features.flatMap((f) => f.toLowerCase().match(/[a-z]{4,}/g) ?? [])),
);

/**
 * A question about our plans, in everyday words of pricing ("which tier", "seats", "a lock-in") or
 * by a plan named with what plans include ("what support do enterprise customers get").
 */
export function isPlansQuestion(text: string, words: readonly string[] = []): boolean {
  if (planWords.test(text) || speaksOfSubscription(text)) return true;
  return namesPlan(words) && words.some((w) => planFeatureWords.has(w) || planFeatureWords.has(`${w}s`));
}

/** The plans a question names ("the pro plan", "Enterprise"). */
function namedPlans(words: readonly string[]): Plan[] {
  return plans.filter((plan) => words.includes(plan.id));
}

const planSentence = (plan: Plan) =>
  `The ${plan.name} costs $${plan.price}/month and includes ${andList(plan.features)}.`;

export function namesPlan(words: readonly string[]): boolean {
  return namedPlans(words).length > 0;
}

/** Our products and their updates, which every plan includes (plansCopy.intro). */
export const includedProduct =
  /\b(universal shell|systems controller|automation controller|the shell|the controller|product updates|updates)\b/;

export function plansAnswer(words: readonly string[], text: string): Reply {
  const named = namedPlans(words);
  // "Licences for our whole department", "bulk seats": the plans page sends volume to our team.
  if (/\b(volume|bulk|seats|licen[cs]es|hundreds?|thousands?|quote)\b/.test(text)) {
    return reply(
      [
        `${plansCopy.questions} ${link(plansCopy.questionsLink.label, "/contact-us")} with the contact form; a person answers. The plans page lists three plans, from $${Math.min(...plans.map((p) => p.price))} to $${Math.max(...plans.map((p) => p.price))} a month.`,
      ],
      [plansSource, contactSource],
    );
  }
  // "Can we stop later, or are we locked in?": the plans' terms.
  if (/\b(cancel\w*|contract|commitment|lock in|locked in|tied in|drop it|stop|quit)\b/.test(text)) {
    return reply([plansCopy.intro], [plansSource]);
  }
  // "What happens when I press Get Started", "how do I buy Pro": the plan's button and where it leads.
  if (/\b(get started|sign up|signup|buy|purchase|order)\b/.test(text)) {
    const plan = named[0] ?? plans[1] ?? plans[0];
    return reply(
      [
        `Each plan's “${plansCopy.cta.label}” button opens the ${link("contact form", "/contact-us")} with the plan filled in (“${plansCopy.interestedIn(plan?.name ?? "Pro Plan")}”); send it, and our team answers. ${plansCopy.intro}`,
      ],
      [plansSource, contactSource],
    );
  }
  if (/\b(change|trial)\b/.test(text)) {
    return reply([plansCopy.intro], [plansSource]);
  }
  // "Is the Universal Shell extra, or included?": every plan includes our products (decision 125).
  if (
    includedProduct.test(text) &&
    /\b(included|include|includes|including|extra|on top|separate|separately|additional|part of|comes? with|bundled?|free)\b/.test(
      text,
    )
  ) {
    return reply([plansCopy.intro], [plansSource]);
  }
  // A plan asked for by what it includes ("unlimited storage", "24/7 support").
  // A plan's own name ("basic") is not a feature asked for, even where a feature shares it ("Basic Support").
  const featureWords = words.filter(
    (w) =>
      !["plan", "plans", "with", "there", "which", "has", "have"].includes(w) &&
      !plans.some((p) => p.id === w),
  );
  const featureScore = (plan: Plan) => {
    const featureText = plan.features.join(" ").toLowerCase();
    return featureWords.filter((w) => w.length > 1 && featureText.includes(w)).length;
  };
  const scored = plans.map((plan) => ({ plan, score: featureScore(plan) })).sort((a, b) => b.score - a.score);
  const top = scored[0];
  const only = named.length === 1 ? named[0] : undefined;
  // "Does basic come with analytics?": the plan named lacks it, and another plan has it.
  if (only && top && top.plan !== only && top.score > featureScore(only)) {
    return reply(
      [
        `${planSentence(only)} The ${top.plan.name} ($${top.plan.price}/month) has what you asked about: ${andList(top.plan.features)}.`,
      ],
      [plansSource],
    );
  }
  if (only) return reply([planSentence(only)], [plansSource]);
  // "Which one do most teams pick?": the plan the page draws attention to.
  const highlighted = plans.find((p) => p.highlighted);
  if (highlighted && named.length === 0 && popularWords.test(text)) {
    return reply(
      [
        `The ${highlighted.name} is our most popular plan (${plansCopy.highlightBadge}). ${planSentence(highlighted)}`,
      ],
      [plansSource],
    );
  }
  if (/\b(cheapest|cheap|least expensive|lowest|smallest|basic)\b/.test(text) && named.length === 0) {
    const cheapest = [...plans].sort((a, b) => a.price - b.price)[0] as Plan;
    return reply(
      [
        `The cheapest plan is the ${cheapest.name}: $${cheapest.price}/month with ${andList(cheapest.features)}.`,
      ],
      [plansSource],
    );
  }
  if (top && top.score >= 1 && top.score > (scored[1]?.score ?? 0) && named.length === 0) {
    return reply(
      [`The ${top.plan.name} ($${top.plan.price}/month) has it: ${andList(top.plan.features)}.`],
      [plansSource],
    );
  }
  const list = named.length > 1 ? named : plans;
  return reply(
    [
      `We have three plans, from $${Math.min(...plans.map((p) => p.price))} to $${Math.max(...plans.map((p) => p.price))} a month. ${plansCopy.intro}`,
      table(
        ["Plan", "Price", "Includes"],
        list.map((p) => [p.name, `$${p.price}/month`, andList(p.features)]),
      ),
    ],
    [plansSource],
  );
}
