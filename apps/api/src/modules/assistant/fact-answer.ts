import type { Fact, FactHit, FactIndex } from "./fact-index.ts";
import { answerKind } from "./intent.ts";
import { sources } from "./markdown.ts";
import type { Reply } from "./reply.ts";

/** "How do I …", "steps", "set up …": the visitor wants the steps in order, with their commands. */
export function isHowTo(text: string): boolean {
  return /\b(how (do|can|to|should|would)|steps?|set ?up|walk me|guide|from (nothing|scratch)|get(ting)? started|roll ?back|deploy|push|ship)\b/.test(
    text,
  );
}

/** The whole way through a page ("from nothing to …", "all the steps", "getting started"). */
export function wantsWholePage(text: string): boolean {
  return /\b(from (nothing|scratch|zero)|all the steps|what are the steps|step by step|first (remote )?(command|run|operation))\b/.test(
    text,
  );
}

const isOperation = (fact: Fact) => fact.section.startsWith("op:");
const pageOf = (url: string) => url.split("#")[0] ?? url;
const headingOf = (fact: Fact) => fact.title.replace(/^[^:]+:\s*/, "");
/** The answer without its closing "Source: …" lines (cut at the first, found in one pass). */
export const stripSources = (markdown: string) => {
  const at = markdown.search(/Sources?: /);
  return (at < 0 ? markdown : markdown.slice(0, at)).trim();
};
/** A page title without what follows its first colon ("Universal Shell: Install" → "Universal Shell"). */
const beforeColon = (title: string) => {
  const colon = title.indexOf(":");
  return colon < 0 ? title : title.slice(0, colon);
};

/** Facts of the best section: the best one, the others that answer nearly as well, and the example that goes with it. */
function sectionPick(index: FactIndex, best: FactHit, hits: readonly FactHit[], howTo: boolean): Fact[] {
  const all = index.sectionFacts(best.fact.section);
  if (howTo && all.some((f) => f.code)) {
    // A how-to: the section's steps in order, as long as it stays readable.
    const picked: Fact[] = [];
    let size = 0;
    for (const fact of all) {
      if (size + fact.markdown.length > 2400 && picked.length > 0) break;
      picked.push(fact);
      size += fact.markdown.length;
    }
    return picked;
  }
  const close = hits
    .filter((h) => h.fact.section === best.fact.section && h.coverage >= 0.75 * best.coverage)
    .map((h) => h.fact)
    .slice(0, 3);
  const chosen = new Set<Fact>([best.fact, ...close]);
  if (![...chosen].some((f) => f.code)) {
    const example = all.find((f) => f.code && f.order > best.fact.order);
    if (example) chosen.add(example);
  }
  return all.filter((f) => chosen.has(f));
}

/** Every step of a page (a setup guide), each section's heading with its commands. */
function pageSteps(
  index: FactIndex,
  page: string,
): { title: string; url: string; steps: string[] } | undefined {
  const sections = [...new Set(index.facts.filter((f) => pageOf(f.url) === page).map((f) => f.section))];
  if (sections.length < 3) return undefined;
  const steps: string[] = [];
  let n = 0;
  for (const section of sections) {
    const facts = index.sectionFacts(section);
    const first = facts[0];
    if (!first?.url.includes("#")) continue;
    const withCode = facts.filter((f) => f.code);
    const body = (withCode.length ? withCode : facts.slice(0, 1)).map((f) => f.markdown).join("\n\n");
    n += 1;
    steps.push(`**${n}. ${headingOf(first)}**\n\n${body}`);
  }
  const pageTitle = index.facts.find((f) => pageOf(f.url) === page)?.title;
  const title = pageTitle === undefined ? "" : beforeColon(pageTitle);
  return steps.length >= 3 ? { title, url: page, steps } : undefined;
}

export interface FactAnswerInput {
  index: FactIndex;
  /** The question's topic words, typing mistakes corrected. */
  words: readonly string[];
  text: string;
  /** What the rules answered, if anything. */
  reply: Reply | undefined;
  /** The rules matched an operation (by its name or by what it does): it stays first. */
  named: boolean;
  /** Facts may answer when the rules found nothing. */
  alone: boolean;
  /**
   * A question about how a scheduled workflow behaves: a documentation fact that holds most of it
   * answers before a product page that holds as much in its long text.
   */
  docsFirst?: boolean;
  /** Pages of an extension the question does not name: ranked a little lower. */
  aside?: (url: string) => boolean;
}

const isDocsUrl = (url: string | undefined) => /^\/(universal-shell|automation-controller)/.test(url ?? "");

/** The kinds of schedule answerKind asks for ("type": "explicit", "once"). */
const scheduleKind = (kind: RegExp) => kind.source.startsWith('"type": ');

/** The smallest share of a question's weighted words a fact must hold to answer it on its own. */
export const ANSWER_COVERAGE = 0.6;

/**
 * The answer from the facts, or with them: facts alone when the rules found nothing, facts first
 * when they hold clearly more of the question than the rules' answer, the best fact added when
 * it holds something the answer lacks; a how-to gets its section's steps in order.
 */
export function answerWithFacts(input: FactAnswerInput): Reply | undefined {
  const { index, words, text, reply } = input;
  if (!reply && !input.alone) return undefined;
  const howTo = isHowTo(text);
  const kind = answerKind(text);
  const hits = index.search(words, 12, howTo, kind, input.aside);
  const best = hits[0];
  if (!best) return reply;

  if (wantsWholePage(text) && best.coverage >= 0.4) {
    const page = pageOf(best.fact.url);
    // The setup guide of the product the question names, else of the best fact's product if it
    // has one, else the Universal Shell's (every product starts with it).
    const named = /\b(systems|automation) controller\b/.test(text)
      ? "/automation-controller/setup"
      : /\buniversal shell\b/.test(text)
        ? "/universal-shell/setup"
        : undefined;
    const own = page.replace(/\/[^/]+$/, "/setup");
    const setup = named ?? (index.facts.some((f) => pageOf(f.url) === own) ? own : "/universal-shell/setup");
    const guide = pageSteps(index, setup);
    if (guide) {
      const link = { title: `${guide.title}: Setup`, url: guide.url };
      return {
        markdown: [
          `Here are the steps of the ${guide.title} setup, in order:`,
          ...guide.steps,
          sources([link]),
        ].join("\n\n"),
        links: [link],
      };
    }
  }

  // A "where"/"how long" question whose answer lacks a path or a duration: the fact that has one.
  const typed =
    kind && reply
      ? hits
          // A schedule's kind is the answer itself: its dictionary need hold less of the wording.
          .filter((h) => kind.test(h.fact.markdown) && h.coverage >= (scheduleKind(kind) ? 0.25 : 0.5))
          .filter((h) => !(isOperation(h.fact) && reply.links.some((l) => l.url === h.fact.url)))
          .filter((h) => !reply.markdown.includes(h.fact.markdown.slice(0, 80)))
          .slice(0, 2)
      : [];
  const first = typed[0];
  if (first && reply) {
    const link = { title: first.fact.title, url: first.fact.url };
    const all = [link, ...reply.links.filter((l) => l.url !== link.url)];
    return {
      markdown: [...typed.map((h) => h.fact.markdown), stripSources(reply.markdown), sources(all)].join(
        "\n\n",
      ),
      links: all.slice(0, 3),
    };
  }
  const replyCoverage = reply ? index.cover(reply.markdown, words) : 0;
  if (best.coverage < (reply ? 0.5 : ANSWER_COVERAGE)) return reply;
  const facts = sectionPick(index, best, hits, howTo && !input.named);
  // An operation's own entry, when the answer already cites it, adds nothing new.
  const cited = new Set(reply?.links.map((l) => l.url));
  const missing = facts.filter(
    (f) => !(isOperation(f) && cited.has(f.url)) && !reply?.markdown.includes(f.markdown.slice(0, 80)),
  );
  if (missing.length === 0) return reply;
  const link = { title: best.fact.title, url: best.fact.url };
  const factText = missing.map((f) => f.markdown).join("\n\n");
  if (!reply) {
    // Alone, a fact must hold two of the question's words at least ("17 times 23" is not "run times").
    if (best.matched < 2 && words.length > 1) return undefined;
    return { markdown: [factText, sources([link])].join("\n\n"), links: [link] };
  }
  const links = [...reply.links.filter((l) => l.url !== link.url)];
  const docsOverPage =
    input.docsFirst === true &&
    best.coverage >= ANSWER_COVERAGE &&
    isDocsUrl(best.fact.url) &&
    !isDocsUrl(reply.links[0]?.url);
  if (!input.named && (best.coverage >= replyCoverage + 0.2 || docsOverPage)) {
    const all = [link, ...links];
    return {
      markdown: [factText, stripSources(reply.markdown), sources(all)].join("\n\n"),
      links: all.slice(0, 3),
    };
  }
  if (best.coverage > replyCoverage) {
    const all = [...links, link];
    return {
      markdown: [
        stripSources(reply.markdown),
        `The documentation also says, under “${headingOf(best.fact)}”:`,
        factText,
        sources(all),
      ].join("\n\n"),
      links: all.slice(0, 3),
    };
  }
  return reply;
}

/**
 * A question that wants a cluster, so many nodes at a time ("on every web node, five at a time"),
 * answered without that target: the parallel syntax with the question's numbers, on the answer's
 * own command.
 */
export function withParallelTarget(reply: Reply, target: { threads: number; cluster: string }): Reply {
  const written = `${target.threads}@${target.cluster}`;
  if (reply.markdown.includes(written)) return reply;
  const line = reply.markdown.match(/```ushell\n([^\n]+)/)?.[1];
  const example = line ? line.replace(/^\S+/, written) : undefined;
  const parallel = {
    title: "Universal Shell: Parallel Processing",
    url: "/universal-shell/parallel-processing",
  };
  const links = [...reply.links, ...(reply.links.some((l) => l.url === parallel.url) ? [] : [parallel])];
  return {
    markdown: [
      stripSources(reply.markdown),
      `To run it on the \`${target.cluster}\` cluster, ${target.threads} node${target.threads === 1 ? "" : "s"} at a time, write the target as \`{num_threads}@{cluster}\`: \`${written}\`.`,
      ...(example ? [`\`\`\`ushell\n${example}\n\`\`\``] : []),
      sources(links),
    ].join("\n\n"),
    links: links.slice(0, 3),
  };
}

/**
 * A schedule question that names how often ("every 6 hours") and an answer that does not give that
 * period: the recurring schedule with the period worked out, in the docs' own form.
 */
export function withPeriod(reply: Reply, period: { said: string; seconds: number }): Reply {
  if (reply.markdown.includes(String(period.seconds))) return reply;
  const examples = { title: "Universal Shell: Examples", url: "/universal-shell/examples" };
  const links = [...reply.links, ...(reply.links.some((l) => l.url === examples.url) ? [] : [examples])];
  return {
    markdown: [
      stripSources(reply.markdown),
      `For “${period.said}”, give the recurring schedule a \`period\` of ${period.seconds} seconds (its \`start\` is the first run, in UTC):`,
      `\`\`\`python\nschedule = {"type": "recurring", "start": "2025-06-01T00:00:00Z", "period": ${period.seconds}}\n\`\`\``,
      sources(links),
    ].join("\n\n"),
    links: links.slice(0, 3),
  };
}
