import type { ChatAnswer, ChatTurn } from "@site/contract/api/assistant";
import MiniSearch, { type SearchResult } from "minisearch";
import { jobPlaceIn, jobSearchWords, type KeywordSearch } from "#api/modules/job-posts/public.ts";
import { bestFactAlone, withBestFact } from "./best-fact.ts";
import { docAnswer, operationAnswer, pageAnswer } from "./compose.ts";
import { type Confidence, retrievalConfidence, ruleConfidence } from "./confidence.ts";
import { buildCorpus, type Passage } from "./corpus.ts";
import { asksForSteps, createDeclines } from "./declines.ts";
import { answerWithFacts, isHowTo, stripSources, withParallelTarget, withPeriod } from "./fact-answer.ts";
import { createFactIndex } from "./fact-index.ts";
import { createFactRanker } from "./fact-rank.ts";
import type { GroundingPassage } from "./grounding.ts";
import {
  asksAboutSchedule,
  asksToCompare,
  asWorkflowQuestion,
  inDocWords,
  isOpeningQuestion,
  isPlaceOpeningQuestion,
  isScheduleJob,
  namedFields,
  periodAsked,
  valueAsked,
  valueKind,
  withoutRunDate,
} from "./intent.ts";
import { filteredJobsAnswer, jobFiltersOf } from "./job-filters.ts";
import {
  asksForOpenings,
  isJobAlertQuestion,
  isJobsQuestion,
  isResumeQuestion,
  jobsAnswer,
} from "./jobs-answer.ts";
import { sources } from "./markdown.ts";
import { createModelContext } from "./model-context.ts";
import { buildOperations, type Operation, type Verb } from "./operations.ts";
import { withOwnValues } from "./own-values.ts";
import { isPlansQuestion, namesPlan, plansAnswer, speaksOfSubscription } from "./plans-answer.ts";
import { createQuestionReader, type Question } from "./question-reader.ts";
import { planFollowUp, recommendPlan } from "./recommend.ts";
import type { Reply } from "./reply.ts";
import {
  comparisonAnswer,
  contactAnswer,
  isComparisonQuestion,
  isContactQuestion,
  isWhitePaperQuestion,
  namesTool,
  searchControlsAnswer,
  smallTalk,
  whitePaperAnswer,
} from "./site-answers.ts";
import { asksAboutSearchControls } from "./site-controls.ts";
import { namedOperation, operationForSlots, parallelTarget, slotsOf } from "./understand.ts";
import { contentWords, STOP, stem, synonymsOf, tokens, words } from "./words.ts";

export type { Passage } from "./corpus.ts";

/** What the assistant answered, and whether it had to decline (the evaluation counts those). */
export interface AssistantAnswer extends ChatAnswer {
  declined: boolean;
  /**
   * The passages a language model may word this answer from (the extractive answer first, then
   * the best retrieved sections); absent for declines and small talk, which no model rewords.
   */
  grounding?: () => GroundingPassage[];
  /** How sure the answer is, read from the retrieval (confidence.ts); it changes no answer. */
  confidence?: Confidence;
}

export interface Assistant {
  answer(input: string, history?: readonly ChatTurn[]): Promise<AssistantAnswer>;
}

export interface AssistantOptions {
  contactEmail: string;
  /** The jobs module's public search; absent when job search needs a sign-in (REQUIRE_LOGIN_FOR_JOBS). */
  searchJobs?: KeywordSearch;
  /** The content to answer from; defaults to the documentation, the operations and the product pages. */
  passages?: readonly Passage[];
  operations?: readonly Operation[];
}

/** A question that only makes sense after the previous one ("and how do I stop it?"). */
function isFollowUp(text: string): boolean {
  if (/^(and|also|then|ok|so|what about|how about|same)\b/.test(text)) return true;
  const few = words(text).length <= 9;
  return few && /\b(it|its|them|they|that|this|those|these|one|again|too|instead)\b/.test(text);
}

/**
 * Whether an operation does what the question's verbs ask: "How do I delete an EC2 key pair?" is
 * not answered by the operation that imports one. A question without a verb asks nothing of it.
 */
function doesWhatIsAsked(op: Operation, asked: readonly Verb[]): boolean {
  if (asked.length === 0) return true;
  const does = new Set([
    ...op.slots.map((s) => s.verb),
    ...slotsOf(words(`${op.name.replace(/_/g, " ")} ${op.description}`), "").verbs,
  ]);
  return asked.some((v) => does.has(v));
}

/** The first operation an earlier answer was about (its name stands in backticks). */
function operationIn(text: string, byName: ReadonlyMap<string, Operation>): Operation | undefined {
  for (const match of text.matchAll(/`([a-z_]+)`/g)) {
    const op = byName.get(match[1] ?? "");
    if (op) return op;
  }
  return undefined;
}

/**
 * Answers from our own content: the intents a visitor's question can have (contact, white paper,
 * jobs, comparison, plans, an operation), then retrieval over the documentation (BM25 via
 * MiniSearch). It never makes anything up: without a grounded passage it says so.
 */
export function createAssistant(options: AssistantOptions): Assistant {
  const operations = options.operations ?? buildOperations();
  const passages = options.passages ?? buildCorpus(operations);
  const byName = new Map(operations.map((op) => [op.name, op]));
  const byId = new Map(passages.map((p) => [p.id, p]));

  const whitePaper = new Set(passages.filter((p) => p.id.startsWith("white-paper")).map((p) => p.id));
  const index = new MiniSearch<Passage>({
    fields: ["title", "text", "keywords"],
    storeFields: ["id"],
    tokenize: tokens,
    processTerm: (term) => {
      const lower = term.toLowerCase();
      return STOP.has(lower) ? null : stem(lower);
    },
    searchOptions: {
      boost: { title: 2, keywords: 2 },
      prefix: (term) => term.length > 4,
      fuzzy: (term) => (term.length > 5 ? 0.2 : 0),
      // The documentation answers first; the white paper explains the why behind it.
      boostDocument: (id) => (whitePaper.has(String(id)) ? 0.6 : 1),
    },
  });
  index.addAll([...passages]);
  const facts = createFactIndex(passages);
  const ranker = createFactRanker(facts.facts);
  const { read, isKnownWord } = createQuestionReader(passages, facts, operations, jobSearchWords);

  const contact = options.contactEmail;
  const declines = createDeclines(contact);
  const answered = (r: Reply, confidence: Confidence = ruleConfidence): AssistantAnswer => ({
    response: r.markdown,
    links: r.links,
    declined: false,
    confidence,
  });

  /**
   * What the retrieval found for a question answered without a rule: the best BM25 scores and the
   * share of its topic words the best passage or fact holds. Read only; the answer is already chosen.
   */
  function measured(q: Question): Confidence {
    const content = contentWords(q.text);
    if (content.length === 0) return retrievalConfidence(0, []);
    const hits = index.search(q.expanded);
    const top = hits[0];
    const inTop = top
      ? content.filter((w) =>
          synonymsOf(w).some((s) => {
            const term = stem(s);
            return top.queryTerms.some(
              (t) => t === term || (term.length > 4 && t.startsWith(term.slice(0, 5))),
            );
          }),
        ).length / content.length
      : 0;
    const inFact = facts.search(content, 1)[0]?.coverage ?? 0;
    return retrievalConfidence(
      Math.max(inTop, inFact),
      hits.slice(0, 2).map((h) => h.score),
    );
  }

  const context = createModelContext({
    passages,
    facts,
    ranker,
    sections: (expanded) =>
      index
        .search(expanded)
        .map((hit) => byId.get(String(hit.id)))
        .filter((p): p is Passage => p !== undefined),
  });
  const { groundingFor, declineGrounding, bestCoverage } = context;

  /**
   * "Anything going in Calgary?": a place the job search's list of places does not hold, named
   * after "in"/"near" by a word our pages never use, is a place to search the jobs for.
   */
  const namesUnknownPlace = (q: Question) => {
    const place =
      /\b(?:anything|something|jobs?|roles?|work|openings?|positions?)(?: \w+)? (?:in|near|around) (\p{L}+)/u.exec(
        q.raw.join(" "),
      )?.[1];
    return (
      place !== undefined &&
      q.unknown >= 0.5 &&
      place.length > 2 &&
      !STOP.has(place) &&
      !isKnownWord(place) &&
      !facts.knows(place)
    );
  };

  async function byIntent(q: Question, specifics: Question): Promise<Reply | undefined> {
    // "e-mail me when new jobs come up" asks for a job alert, not for our address.
    if (isJobAlertQuestion(q.text)) return jobsAnswer(specifics, options.searchJobs);
    // "Can I send my CV without an account": how applying works (decision 125).
    const asTyped = q.raw.join(" ");
    if (isResumeQuestion(asTyped)) return jobsAnswer({ ...specifics, text: asTyped }, options.searchJobs);
    if (isContactQuestion(q.text)) return contactAnswer(contact);
    if (asksAboutSearchControls(q.text)) return searchControlsAnswer();
    if (isWhitePaperQuestion(q.text)) return whitePaperAnswer();
    // Job searches name places and skills our pages never use; the other intents may not.
    const filters = jobFiltersOf(q.text);
    // What a role pays is a job question; what a plan costs is not.
    const structured =
      filters !== undefined && (!filters.pay || !/\b(plans?|price|pricing|subscription)\b/.test(q.text));
    if (
      isJobsQuestion(q.text) ||
      // "Anything new posted this week?": the job board's date-posted filter, asked outright.
      (filters?.postedWithin !== undefined && /\b(posted|listed|published)\b/.test(q.text)) ||
      isOpeningQuestion(q.text, structured, filters?.employmentType) ||
      // "Anything that isn't full time?": an employment type ruled out asks for the others (decision 125).
      filters?.notEmploymentType !== undefined ||
      isPlaceOpeningQuestion(q.text, jobPlaceIn(q.text) !== undefined || namesUnknownPlace(q))
    ) {
      const jobs =
        filters && options.searchJobs
          ? await filteredJobsAnswer(specifics, filters, options.searchJobs)
          : await jobsAnswer(specifics, options.searchJobs);
      // "Is the ~/history job data encrypted?": a "job" in the docs' own words that the job board
      // matches only loosely is a question for the docs.
      if (jobs.loose && q.unknown < 0.5 && !asksForOpenings(q.raw.join(" "))) return undefined;
      return jobs;
    }
    // A tool or plan named outright decides; otherwise every word must be one our pages use.
    // "rm_file vs rm_dir": operations compared with each other, not tools on the chart.
    const comparison =
      isComparisonQuestion(q.words, q.text) && (namesTool(q.words) || !q.words.some((w) => byName.has(w)));
    if (comparison && (q.unknown === 0 || namesTool(q.words)))
      return comparisonAnswer(specifics.words, specifics.text);
    // A pricing question in everyday words ("can we drop it later?") is ours too; one naming a term
    // our pages lack ("in euro", "by PayPal") is not (decision 119).
    const subscription = speaksOfSubscription(q.raw.join(" "));
    if (
      !comparison &&
      (isPlansQuestion(q.text, q.words) || subscription) &&
      (q.unknown === 0 || namesPlan(q.words) || (subscription && q.unknown < 1 && !q.absent))
    ) {
      // Read as typed as well: "lock-in" is not a typing mistake of "look in".
      return plansAnswer(specifics.words, `${specifics.text} ${specifics.raw.join(" ")}`);
    }
    return undefined;
  }

  function byOperation(q: Question, previous: Operation | undefined): Reply | undefined {
    const parallel = parallelTarget(q.text);
    // "create_service vs create_onboot_service": two operations named to compare, each one's answer.
    const both = [...new Set(q.words)].map((w) => byName.get(w)).filter((op) => op !== undefined);
    if (both.length === 2 && asksToCompare(q.text)) {
      const replies = both.map((op) => operationAnswer(op, q.text, parallel));
      const links = replies.flatMap((r) => r.links);
      return {
        markdown: [...replies.map((r) => stripSources(r.markdown)), sources(links)].join("\n\n"),
        links,
      };
    }
    const slots = slotsOf(q.words, q.text, q.input);
    const named = namedOperation(operations, q.words, q.text);
    if (named && (q.words.includes(named.name) || doesWhatIsAsked(named, slots.verbs))) {
      return operationAnswer(named, q.text, parallel);
    }
    const found = operationForSlots(operations, slots);
    if (found && slots.verbs.length > 0) return operationAnswer(found, q.text, parallel);
    if (!previous) return undefined;
    // A follow-up: what is missing (the verb or the thing) comes from the previous operation.
    const before = previous.slots[0];
    if (before) {
      const next = operationForSlots(operations, {
        verbs: slots.verbs.length ? [...slots.verbs, before.verb] : [before.verb],
        things: slots.things.length ? slots.things : [before.thing],
      });
      if (next && next !== previous) return operationAnswer(next, q.text, parallel);
    }
    return operationAnswer(previous, q.text, parallel);
  }

  /** An extension's pages answer the questions that name it; the rest is the base product's. */
  const extensionAside = (text: string) =>
    /\b(aws|amazon|ec2|region|regions|instances?|infra|iam)\b/.test(text)
      ? undefined
      : (url: string) => url.startsWith("/universal-shell-aws");

  function byRetrieval(q: Question): Reply | undefined {
    const content = contentWords(q.text);
    // Most of what the question is about must be words our pages use at all.
    if (content.length === 0 || q.unknown >= 0.5) return undefined;
    const aside = extensionAside(q.text);
    const hits = index.search(q.expanded, {
      boostDocument: (id) => {
        const passage = byId.get(String(id));
        const base = whitePaper.has(String(id)) ? 0.6 : 1;
        return passage && aside?.(passage.url) ? 0.7 * base : base;
      },
    });
    const top = hits[0];
    if (!top) return undefined;
    const coverage = (hit: SearchResult) =>
      content.filter((w) =>
        synonymsOf(w).some((s) => {
          const term = stem(s);
          return hit.queryTerms.some(
            (t) => t === term || (term.length > 4 && t.startsWith(term.slice(0, 5))),
          );
        }),
      ).length / content.length;
    // FAQ answers first for FAQ-like questions: close to the best passage and covering as much.
    const faq = hits.slice(0, 6).find((h) => byId.get(String(h.id))?.kind === "faq");
    const chosen = faq && faq.score >= 0.7 * top.score && coverage(faq) >= coverage(top) ? faq : top;
    if (coverage(chosen) < 0.4) return undefined;
    const passage = byId.get(String(chosen.id));
    if (!passage) return undefined;
    const related = hits
      .slice(0, 4)
      .map((h) => byId.get(String(h.id)))
      .filter(
        (p): p is Passage =>
          p !== undefined && p.url.split("#")[0] !== passage.url.split("#")[0] && p.kind === passage.kind,
      )
      .slice(0, 1);
    if (passage.kind === "operation") {
      const op = byName.get(passage.id.replace(/^op:/, ""));
      if (!op) return undefined;
      if (!doesWhatIsAsked(op, slotsOf(q.words, q.text, q.input).verbs)) return undefined;
      return operationAnswer(op, q.text, parallelTarget(q.text));
    }
    if (passage.kind === "doc") return docAnswer(passage, q.text, related);
    if (passage.id === "comparison") return comparisonAnswer(q.words, q.text);
    if (passage.id === "plans") return plansAnswer(q.words, q.text);
    return pageAnswer(passage, passage.kind === "faq" ? [] : related);
  }

  /** The conversation so far: its last question and answer, and whether this one follows up on them. */
  interface Turn {
    lastUser: ChatTurn | undefined;
    followUp: boolean;
    /** The operation the last answer was about, for a follow-up. */
    previous: Operation | undefined;
  }
  function turnOf(q: Question, history: readonly ChatTurn[]): Turn & { lastBot: ChatTurn | undefined } {
    const lastUser = [...history].reverse().find((t) => t.type === "user");
    const lastBot = [...history].reverse().find((t) => t.type === "bot");
    const followUp = lastUser !== undefined && isFollowUp(q.raw.join(" "));
    const previous = followUp && lastBot ? operationIn(lastBot.text, byName) : undefined;
    return { lastUser, lastBot, followUp, previous };
  }

  /**
   * The first step: a fact we do not publish is declined; a plan, a job, a contact or another intent
   * is answered by its rule, unless the question names something our pages lack. Undefined: no
   * intent, the question goes on to the operations, retrieval and facts (`composed`).
   */
  async function byRules(
    q: Question,
    turn: Turn & { lastBot: ChatTurn | undefined },
  ): Promise<AssistantAnswer | undefined> {
    const { followUp, lastBot } = turn;
    const unpublished = declines.unpublishedFact(q, { followUp });
    if (unpublished) return unpublished;
    const intent =
      recommendPlan(q.text) ??
      (followUp && lastBot ? planFollowUp(q.text, lastBot.text) : undefined) ??
      (await byIntent(q, q));
    const jobAnswer = intent?.links.some((l) => l.url.startsWith("/search-jobs")) ?? false;
    const absent = declines.absentThing(q, { followUp, jobAnswer });
    if (absent) return absent;
    if (!intent) return undefined;
    const noValue = declines.valueMissing(valueAsked(q.text), intent.markdown);
    if (noValue) return noValue;
    return { ...answered(intent), grounding: () => groundingFor(q, intent) };
  }

  /**
   * The second step: an operation, an intent read with the previous question, or retrieval gives a
   * reply; the facts complete it; it is made the visitor's (their parallel target, period, machine
   * and time limit) and given the content's best fact it lacks. Declined when nothing holds enough.
   */
  async function composed(
    q: Question,
    asTyped: { input: string; typed: string; schedule: boolean },
    turn: Turn,
  ): Promise<AssistantAnswer> {
    const { input, typed, schedule } = asTyped;
    const { followUp, lastUser, previous } = turn;
    const operation = byOperation(q, previous);
    const recognised =
      operation ?? (followUp && lastUser ? await byIntent(read(`${input} ${lastUser.text}`), q) : undefined);
    const rules =
      recognised ??
      byRetrieval(q) ??
      (followUp && lastUser ? byRetrieval(read(`${input} ${lastUser.text}`)) : undefined);
    // The question's words and the pages it leaves aside, read once for every retrieval below.
    const questionWords = contentWords(q.text);
    const aside = extensionAside(q.text);
    const reply = answerWithFacts({
      index: facts,
      words: [
        ...withoutRunDate(questionWords, q.text),
        // "the ok field": a name, however common the word.
        ...namedFields(q.text),
      ],
      text: q.text,
      reply: rules,
      named: operation !== undefined,
      docsFirst: schedule,
      aside,
      // Facts alone answer only a question most of whose words our pages use (as retrieval).
      alone: q.unknown < 0.5,
    });
    const keyTermAbsent = declines.absentKeyTerm(q, {
      followUp,
      steps: asksForSteps(q.text, operation !== undefined, isHowTo(q.text)),
      namesOperation: operations.some((op) => q.words.includes(op.name)),
      bestCoverage: () => bestCoverage(q),
    });
    if (keyTermAbsent) return keyTermAbsent;
    const target = parallelTarget(q.text);
    // Read as typed: "every 6 hours" is not a typing mistake to correct.
    const period = asksAboutSchedule(typed) ? periodAsked(typed) : undefined;
    const parallel = reply && target ? withParallelTarget(reply, target) : reply;
    const scheduled = parallel && period ? withPeriod(parallel, period) : parallel;
    // The visitor's own machine and time limit written into the answer's command.
    const own = scheduled ? withOwnValues(scheduled, input.toLowerCase()) : scheduled;
    // The best fact of the whole content, when the answer lacks it (best-fact.ts, decision 117).
    const final = own
      ? withBestFact(own, questionWords, ranker, {
          aside,
          recognised: operation !== undefined && !q.words.some((w) => byName.has(w)),
          kind: valueKind(q.text),
        })
      : // Nothing answered: BM25F's best fact, when it carries a rare word's evidence (decision 122).
        bestFactAlone(questionWords, ranker, {
          aside,
          kind: valueKind(q.text),
          text: q.text,
        });
    const noValue = declines.valueMissing(valueAsked(q.text), final?.markdown ?? "");
    if (noValue) return noValue;
    if (!final) return declines.decline();
    // A named operation or a rule's reply is recognised outright; the rest is read from retrieval.
    const byRule = recognised !== undefined && reply === recognised;
    return {
      ...answered(final, byRule ? ruleConfidence : measured(q)),
      grounding: () => groundingFor(q, final),
    };
  }

  return {
    async answer(input, history = []) {
      const asked = read(input);
      const talk = smallTalk(asked.raw.join(" "), asked.raw.length);
      if (talk) return answered(talk);
      // A "job" that runs on a schedule is a workflow; everyday phrasings in the docs' words.
      // The phrasings are read as typed ("close the terminal" before any correction), then corrected.
      const typed = asked.raw.join(" ");
      const schedule = isScheduleJob(asked.text);
      const phrased = inDocWords(schedule ? asWorkflowQuestion(typed) : typed);
      const once = phrased === typed && !schedule ? asked : read(phrased);
      const rewritten = inDocWords(once.text);
      const q = rewritten === once.text ? once : read(rewritten);
      const turn = turnOf(q, history);
      const out = (await byRules(q, turn)) ?? (await composed(q, { input, typed, schedule }, turn));
      // A decline still hands a model the facts retrieval found, when they hold half of the question.
      if (!out.declined) return out;
      const grounding = declineGrounding(q);
      return grounding ? { ...out, grounding } : out;
    },
  };
}
