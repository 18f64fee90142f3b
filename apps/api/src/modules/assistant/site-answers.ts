import { inquiryCopy } from "@site/content/inquiries/inquiry";
import {
  type ComparisonFeatureId,
  type ComparisonTool,
  comparisonCopy,
  comparisonFeatures,
  comparisonTools,
} from "@site/content/site/comparison";
import { whitePaperFileName, whitePaperInfo } from "@site/content/site/docs";
import { homeCopy } from "@site/content/site/home";
import { anyOf, inOrder, type TextTest } from "./in-order.ts";
import { andList, link, table } from "./markdown.ts";
import { includedProduct, namesPlan } from "./plans-answer.ts";
import { contactSource, type Reply, reply } from "./reply.ts";
import { contactFieldsText, searchControlsText } from "./site-controls.ts";

// The tools chart, contact, white paper, unpublished facts and small talk (the plans: plans-answer.ts).

// Comparison chart ----------------------------------------------------------------------------

const comparisonSource = { title: "Comparison chart", url: "/systems-controller" };
const featureWords: Record<ComparisonFeatureId, RegExp> = {
  portability: /\b(portab\w*|portable|platforms?)\b/,
  observability: /\b(observab\w*|monitor\w*|visibility|dashboards?)\b/,
  apiCoverage: /\bcoverage\b/,
  apiSimplicity: /\b(simplicity|simple|easy|easier|ease)\b/,
  pricing: /\b(pric\w*|cost\w*|cheap\w*|expensive|money)\b/,
};
const compareWords =
  /\b(compare[sd]?|comparing|comparison|versus|vs|better|worse|chart|competitors?|alternatives?|cheaper|than)\b/;

function toolsIn(words: readonly string[]): ComparisonTool[] {
  return comparisonTools.filter((tool) => !tool.ours && words.includes(tool.id));
}

export function namesTool(words: readonly string[]): boolean {
  return toolsIn(words).length > 0;
}

export function isComparisonQuestion(words: readonly string[], typed: string): boolean {
  if (toolsIn(words).length > 0) return true;
  // "longer than a minute", "more than 20 machines": an amount, not a comparison of tools.
  const text = typed.replace(
    /\bthan (an?|one|two|three|five|ten|\d{1,6}) ?(s|secs?|seconds?|mins?|minutes?|hrs?|hours?|days?|[kmgt]b|nodes?|machines?|servers?|boxes)\b/g,
    "",
  );
  // "the cheapest plan" asks about our plans, not the chart.
  if (/\b(plans?|tiers?)\b/.test(text) || (namesPlan(words) && toolsIn(words).length === 0)) return false;
  if (!compareWords.test(text) && !/\b(tools?)\b/.test(text)) return false;
  const feature = Object.values(featureWords).some((re) => re.test(text));
  // Two things of our docs compared ("Completed vs failed", "pub_ipv4 or priv_ipv4") are not the
  // chart: its subject is tools, products, alternatives, or us (decision 122).
  const chartSubject =
    feature ||
    /\b(tools?|alternatives?|competitors?|competition|chart|products?|solutions?|vendors?|you|your|yours|yourselves|us|ours)\b/.test(
      text,
    );
  return (compareWords.test(text) && chartSubject) || feature;
}

function scoreText(tool: ComparisonTool, feature: ComparisonFeatureId): string {
  const score = tool.scores[feature];
  if (!score) return comparisonCopy.unsupported;
  return feature === "pricing"
    ? `${comparisonCopy.pricingText(score)} (${comparisonCopy.pricingLevels[score]})`
    : `${comparisonCopy.scoreText(score)} (${comparisonCopy.scoreLevels[score]})`;
}

function featureSentence(tool: ComparisonTool, feature: ComparisonFeatureId): string {
  const label = comparisonFeatures.find((f) => f.id === feature)?.label ?? feature;
  const score = tool.scores[feature];
  const name = tool.ours ? "the Systems Controller" : tool.name;
  if (!score) return `${name} does not support ${label.toLowerCase()}`;
  return feature === "pricing"
    ? `${name} has a cost level of ${comparisonCopy.scoreText(score)} (${comparisonCopy.pricingLevels[score]})`
    : `${name} scores ${comparisonCopy.scoreText(score)} (${comparisonCopy.scoreLevels[score]})`;
}

export function comparisonAnswer(words: readonly string[], text: string): Reply {
  const ours = comparisonTools.find((t) => t.ours) as ComparisonTool;
  const named = toolsIn(words);
  const features = comparisonFeatures.filter((f) => featureWords[f.id].test(text));
  const note = "Scores go from 1 to 3; for pricing, fewer is cheaper. They are our own assessment.";
  if (named.length > 0) {
    const tools = [ours, ...named];
    const shown = features.length > 0 ? features : comparisonFeatures;
    const lead =
      features.length > 0
        ? `${features
            .map((f) => {
              const sentence = [
                featureSentence(named[0] as ComparisonTool, f.id),
                ...named.slice(1).map((t) => featureSentence(t, f.id)),
                featureSentence(ours, f.id),
              ].join("; ");
              return `On ${f.label.toLowerCase()}, ${sentence}.`;
            })
            .join(" ")}`
        : `Here is how the Systems Controller compares with ${andList(named.map((t) => t.name))} on the five features of our chart.`;
    return reply(
      [
        lead.charAt(0).toUpperCase() + lead.slice(1),
        table(
          ["Feature", ...tools.map((t) => t.name)],
          shown.map((f) => [f.label, ...tools.map((t) => scoreText(t, f.id))]),
        ),
        note,
      ],
      [comparisonSource],
    );
  }
  if (features.length > 0) {
    const feature = features[0] as (typeof comparisonFeatures)[number];
    const supported = comparisonTools.filter((t) => t.scores[feature.id]);
    const best =
      feature.id === "pricing"
        ? Math.min(...supported.map((t) => t.scores[feature.id] ?? 3))
        : Math.max(...supported.map((t) => t.scores[feature.id] ?? 0));
    const leaders = supported.filter((t) => t.scores[feature.id] === best).map((t) => t.name);
    const lead =
      feature.id === "pricing"
        ? `On pricing, the lowest cost level (${comparisonCopy.scoreText(best as 1 | 2 | 3)}) is the ${andList(leaders)}'s.`
        : `On ${feature.label.toLowerCase()}, ${andList(leaders)} score highest: ${comparisonCopy.scoreText(best as 1 | 2 | 3)}.`;
    return reply(
      [
        lead,
        table(
          ["Tool", feature.label],
          comparisonTools.map((t) => [t.name, scoreText(t, feature.id)]),
        ),
        note,
      ],
      [comparisonSource],
    );
  }
  return reply(
    [
      `Our chart compares the Systems Controller with ${andList(comparisonTools.filter((t) => !t.ours).map((t) => t.name))} on ${andList(comparisonFeatures.map((f) => f.label.toLowerCase().replace("api", "API")))}.`,
      table(
        ["Tool", ...comparisonFeatures.map((f) => f.label)],
        comparisonTools.map((t) => [t.name, ...comparisonFeatures.map((f) => scoreText(t, f.id))]),
      ),
      note,
    ],
    [comparisonSource],
  );
}

// Contact, white paper and small talk ----------------------------------------------------------

export function isContactQuestion(text: string): boolean {
  return (
    /\b(contact|speak (to|with)|call you|phone|e[- ]?mail|mail you|sales|salesperson|reach (you|out)|human|real person)\b/.test(
      text,
    ) ||
    // "Can someone call me back", "I need somebody to help": a person of ours. Not "what stops
    // someone from replaying a request" (someone is anyone there).
    /\b(need|want|get|is there|have) (someone|somebody)\b|\b(someone|somebody) (to (help|talk|speak|call|contact)|(i|we) can (talk|speak|ask|call|write))\b|\b(can|could) (someone|somebody) (help|call|contact|get back|reach|explain)\b/.test(
      text,
    ) ||
    // "Talk to" a person, not "do the nodes talk to each other"; "who do I ask about …".
    /\btalk to (you|us|a|an|the team|sales|support|someone|somebody|anyone)\b/.test(text) ||
    /\b(get|be|keep) in touch\b|\breach (your|the) (team|company|people)\b/.test(text) ||
    /^who (do|can|should|would) (i|we) (ask|contact|talk to|speak to|write to|reach)\b/.test(text)
  );
}

export function contactAnswer(contactEmail: string): Reply {
  return reply(
    [
      `You can write to us with the ${link("contact form", "/contact-us")} or e-mail ${link(contactEmail, `mailto:${contactEmail}`)}; a person will answer.`,
      `The contact page says: “${homeCopy.contact.intro}” and the form: “${inquiryCopy.intro}” ${contactFieldsText}`,
    ],
    [contactSource],
  );
}

/** The job search's filters and sort orders, for a question about them rather than a search. */
export function searchControlsAnswer(): Reply {
  return reply([searchControlsText], [{ title: "Job Search", url: "/search-jobs" }]);
}

/**
 * What the site does not publish about the company and its plans, asked outright: an office
 * address, a phone number, when it was founded, its head count; a refund, a discount, an SLA, what
 * extras cost beyond a plan. The answer says so (issue #31: "not published", and the contact form).
 */
const unpublished: readonly [RegExp | TextTest, string][] = [
  [
    anyOf(
      /\b(office|street|postal|mailing) address\b/,
      /\bwhere (is|are) your (office|headquarters|hq)\b/,
      /\bheadquarter/,
    ),
    "an office address",
  ],
  [/\bphone (number|line)\b|\bnumber (to|i can) call\b|\bcall you\b/, "a phone number"],
  [
    anyOf(inOrder(/\b(when|what year) (was|were|did)\b/, /\b(founded|started|established)\b/), /\bfounded\b/),
    "when the company was founded",
  ],
  [/\bhow many (people|employees|staff)\b|\bhead ?count\b|\bemployees\b/, "the company's head count"],
  [/\brefunds?\b|\bmoney back\b|\bprorat/, "a refund policy"],
  [/\bdiscounts?\b|\bcoupons?\b|\bpromo( code)?\b/, "a discount"],
  [/\bsla\b|\buptime (guarantee|commitment)\b|\bguaranteed uptime\b/, "a service-level agreement (SLA)"],
  [anyOf(/\bopen[ -]?source\b/, inOrder(/\blicen[cs]ed?\b/, /\bunder\b/)), "the software's licence terms"],
  [
    anyOf(
      /\bretention\b/,
      inOrder(
        /\bhow long\b/,
        /\b(keep|keeps|kept|retain\w*|stored?|purg\w*)\b/,
        /\b(history|logs?|records)\b/,
      ),
      inOrder(/\bhow long\b/, /\b(history|logs?|records)\b/, /\b(kept|retain\w*|stored|purg\w*)\b/),
    ),
    "how long job history is kept",
  ],
  [
    // Not for one of our products, which every plan includes (decision 125, plans-answer.ts).
    (text: string) =>
      !includedProduct.test(text) &&
      anyOf(
        inOrder(/\b(extra|additional|overage)\b/, /\b(cost|costs|price|charged?|charges|fees?)\b/),
        inOrder(
          /\b(cost|costs|price|charged?|charges|fees?)\b/,
          /\b(extra|additional|on top|overage|beyond|go(es)? over|exceed)/,
        ),
      )(text),
    "what extras cost beyond a plan",
  ],
];

/** The unpublished fact a question asks for, as words for the answer, if it asks for one. */
export function unpublishedSiteFact(text: string): string | undefined {
  return unpublished.find(([test]) => anyOf(test)(text))?.[1];
}

export function isWhitePaperQuestion(text: string): boolean {
  return /\bwhite ?papers?\b|\bwhitepapers?\b/.test(text);
}

export function whitePaperAnswer(): Reply {
  const url = `/docs/${whitePaperFileName}`;
  return reply(
    [
      `You can download the white paper “${whitePaperInfo.title}” as a PDF: ${link("download the white paper (PDF)", url)}. It covers the ${whitePaperInfo.subject.charAt(0).toLowerCase()}${whitePaperInfo.subject.slice(1)}.`,
    ],
    [
      { title: "White paper (PDF)", url },
      { title: "Universal Shell: Introduction", url: "/universal-shell/introduction" },
    ],
  );
}

export function smallTalk(normalized: string, wordCount: number): Reply | undefined {
  if (
    /^(hi|hello|hey|hallo|good (morning|afternoon|evening)|greetings)\b/.test(normalized) &&
    wordCount <= 4
  ) {
    return {
      markdown:
        "Hello! How can I assist you today? Ask me about the Universal Shell, the AWS tools, our plans or open jobs.",
      links: [],
    };
  }
  if (/^(thanks|thank you|thx|cheers|great thanks|ok thanks)\b/.test(normalized)) {
    return { markdown: "You're welcome! Is there anything else I can help with?", links: [] };
  }
  if (/\b(what can you do|who are you|what are you|how can you help|what do you know)\b/.test(normalized)) {
    return {
      markdown: `I answer questions from our documentation and pages: the ${link("Universal Shell", "/universal-shell")}, the ${link("AWS Extended Shell", "/universal-shell-aws")}, the ${link("AWS Infrastructure Builder", "/aws-infra-builder")}, our ${link("plans", "/Purchase")} and ${link("open jobs", "/search-jobs")}.`,
      links: [],
    };
  }
  return undefined;
}
