import { type Confidence, declinedConfidence } from "./confidence.ts";
import { type AskedValue, asksAbout, asksIfExists, asksToCompare, SURE_COVERAGE } from "./intent.ts";
import { link } from "./markdown.ts";
import type { Question } from "./question-reader.ts";
import { namesTool, unpublishedSiteFact } from "./site-answers.ts";

/**
 * When the AI Agent declines, and how it says so (issue #31: an honest "not published" rather
 * than a neighbouring page). The pipeline (assistant.ts) asks these rules at its steps; each rule
 * returns the decline to give, or nothing when the question may be answered.
 */

/** A decline: what was not found, and the contact form and address to ask a person instead. */
export interface Decline {
  response: string;
  links: [];
  declined: true;
  confidence: Confidence;
}

/** What the rules know of the question besides its words. */
export interface DeclineFacts {
  /** The question follows an earlier one ("and how do I stop it?"): its terms may be the earlier one's. */
  followUp: boolean;
}

export interface Declines {
  /** Nothing found: the question goes to a person. */
  decline(): Decline;
  /** "What's your office address?", "do I get a refund?": facts the site does not publish. */
  unpublishedFact(q: Question, facts: DeclineFacts): Decline | undefined;
  /**
   * Before an intent's answer is used: a tool of the chart named with a key term no page uses
   * ("is there a Terraform provider?"), or a thing asked for that none of our pages names ("is
   * there a Helm chart?"). A job search's answer names places and titles our docs never use.
   */
  absentThing(q: Question, facts: DeclineFacts & { jobAnswer: boolean }): Decline | undefined;
  /**
   * After the rules and facts answered: a key term no page uses, and no fact that answers the rest
   * of the question outright. Steps asked for ("how do I run my bash script", "find every gunicorn
   * process") name the visitor's own things; only a question about what exists or what a product
   * does declines. An operation named outright is never declined.
   */
  absentKeyTerm(
    q: Question,
    facts: DeclineFacts & { steps: boolean; namesOperation: boolean; bestCoverage: () => number },
  ): Decline | undefined;
  /** The question asks for a value (a limit, a release date) and the answer states none. */
  valueMissing(value: AskedValue | undefined, markdown: string): Decline | undefined;
}

/** "How do I run my bash script": steps asked for, not what exists or what a product does. */
export const asksForSteps = (text: string, recognised: boolean, howTo: boolean) =>
  !asksAbout(text) && (recognised || howTo);

export function createDeclines(contact: string): Declines {
  const declineWith = (notFound: string, who: string): Decline => ({
    response: `${notFound} Please use the ${link("contact form", "/contact-us")} or e-mail ${link(contact, `mailto:${contact}`)}, and ${who} will answer.`,
    links: [],
    declined: true,
    confidence: declinedConfidence,
  });
  /** The question's key term is in none of our pages: say it is not published (issue #31). */
  const notPublished = (term: string) =>
    declineWith(
      `I could not find “${term}” in our documentation or pages: it is not published there.`,
      "our team",
    );

  return {
    decline: () =>
      declineWith("I could not find an answer to that in our documentation or pages.", "a person"),
    unpublishedFact(q, { followUp }) {
      const label = followUp ? undefined : unpublishedSiteFact(q.text);
      return label
        ? declineWith(
            `I could not find ${label} in our documentation or pages: it is not published there.`,
            "our team",
          )
        : undefined;
    },
    absentThing(q, { followUp, jobAnswer }) {
      if (followUp || jobAnswer) return undefined;
      if (q.absent && namesTool(q.words) && !asksToCompare(q.text)) return notPublished(q.absent);
      // "Is there a free trial?": the thing asked for, even in everyday words, is what is missing.
      if (q.absentThing && asksIfExists(q.text)) return notPublished(q.absentThing);
      return undefined;
    },
    absentKeyTerm(q, { followUp, steps, namesOperation, bestCoverage }) {
      // Steps name the visitor's own things, but another company's product is not one of ours
      // ("how do I deploy to kubernetes", decision 125).
      if (!q.absent || followUp || (steps && !q.absentProduct) || namesOperation) return undefined;
      // Another company's product no page names is missing however well the rest is covered.
      if (q.absentProduct) return notPublished(q.absentProduct);
      return bestCoverage() < SURE_COVERAGE ? notPublished(q.absent) : undefined;
    },
    valueMissing(value, markdown) {
      if (!value || value.pattern.test(markdown)) return undefined;
      return declineWith(
        `I could not find ${value.label} for that in our documentation or pages: it is not published there.`,
        "our team",
      );
    },
  };
}
