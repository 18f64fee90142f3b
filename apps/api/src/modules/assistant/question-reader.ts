import type { Passage } from "./corpus.ts";
import type { FactIndex } from "./fact-index.ts";
import { isEveryday, isKeyTerm } from "./intent.ts";
import type { Operation } from "./operations.ts";
import { isOwnTerm } from "./own-terms.ts";
import { vocabularyWords } from "./understand.ts";
import {
  createSpeller,
  editDistance,
  GENERIC,
  isEverydayEnglish,
  OTHER_PRODUCTS,
  pathsIn,
  plainForms,
  STOP,
  synonymsOf,
  valueWords,
  withoutPaths,
  words,
} from "./words.ts";

/** Words the site's visitors use that its pages may not hold, known to the spell checker. */
const extraVocabulary =
  "ansible rancher terraform puppet basic pro enterprise plan plans price pricing cost cheaper expensive compare comparison versus jobs job hiring careers career internship internships remote positions openings berlin london white paper pdf download contact sales email windows linux macos support supported platforms install setup ssh key pair parallel cluster cheap cheapest tier tiers seat seats licence licences license licenses bulk volume subscription version versions score scores portable simplicity rating second seconds minute minutes hour hours day days week weeks month months hourly daily nightly weekly monthly";

/**
 * How the AI Agent reads a question before its rules see it (issue #31): typing mistakes corrected
 * against our pages' words, the visitor's own paths and values set apart, and the key term that
 * none of our pages uses (the question is then "not published").
 */
export function createQuestionReader(
  passages: readonly Passage[],
  facts: FactIndex,
  operations: readonly Operation[],
  jobSearchWords: readonly string[],
) {
  const frequency = new Map<string, number>();
  for (const passage of passages) {
    for (const word of words(`${passage.title} ${passage.text} ${passage.keywords ?? ""}`)) {
      frequency.set(word, (frequency.get(word) ?? 0) + 1);
    }
  }
  const preferred = new Set([
    ...vocabularyWords,
    ...words(extraVocabulary),
    ...operations.map((op) => op.name),
  ]);
  for (const word of preferred) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const spellDocs = createSpeller(frequency, preferred);
  // The job search's own words are not typing mistakes ("contract" is not "contact", "tech" not
  // "teach"); they stay as typed, and still count as absent from the docs for a docs question.
  const jobWords = new Set(jobSearchWords.filter((w) => w.length > 2));
  const speller = {
    ...spellDocs,
    correct: (word: string) =>
      jobWords.has(word) || STOP.has(word) || OTHER_PRODUCTS.has(word) ? word : spellDocs.correct(word),
  };

  // The paths our pages name, and every folder above them: "/etc/ushell/authorized_keys" is ours.
  const ourPaths = new Set(
    passages.flatMap((p) =>
      pathsIn(p.text).flatMap((path) =>
        path.split("/").map((_, i, parts) => parts.slice(0, i + 1).join("/")),
      ),
    ),
  );
  const isOurPath = (path: string) => ourPaths.has(path) || ourPaths.has(path.replace(/\/$/, ""));

  /** Another company's product that none of our pages names (words.ts). */
  const otherProduct = (w: string) => OTHER_PRODUCTS.has(w) && !frequency.has(w);

  /** A typing mistake of a word we know ("wich", "controll") is not an absent term. */
  const allKnown = [...new Set([...frequency.keys(), ...STOP])];
  // A short word is a typo only of a question word or of our own terms: "helm" is not "help", "rice" not "price".
  const shortKnown = [...new Set([...STOP, ...preferred])];
  const nearKnown = (word: string) => {
    const max = word.length >= 7 ? 2 : 1;
    const short = word.length <= 4;
    return (short ? shortKnown : allKnown).some(
      (k) =>
        Math.abs(k.length - word.length) <= max &&
        (!short || k[0] === word[0]) &&
        editDistance(word, k, max) <= max,
    );
  };

  /**
   * The question as the rules read it: lower case, typing mistakes corrected. `unknown` is the
   * share of its topic words that our pages never use (a typo of our own terms counts as known).
   */
  const read = (input: string) => {
    // A path names the visitor's own file or folder: it says "file" or "path" to the rules, and its
    // words ("deploy", "shop") do not pull in operations whose examples use them.
    const raw = words(withoutPaths(input, isOurPath));
    const corrected = raw.map(speller.correct);
    const text = corrected.join(" ");
    const topic = raw.filter(
      (w, i) =>
        w.length > 1 && !STOP.has(w) && !GENERIC.has(w) && !isEveryday(w) && !STOP.has(corrected[i] ?? w),
    );
    const isKnown = (w: string) => {
      if (speller.isKnown(w) || /^\d+$/.test(w)) return true;
      // A plainer form our pages use ("rebooting" → "reboot") is the same word.
      if (plainForms(w).some((p) => p.length > 3 && (speller.isKnown(p) || facts.knows(p)))) return true;
      // A word our pages say otherwise ("pubkey" → "key", "datacenter" → "premises") is known.
      if (synonymsOf(w).some((s) => s !== w && (speller.isKnown(s) || facts.knows(s)))) return true;
      const fixed = speller.correct(w);
      return w.length >= 4 && preferred.has(fixed) && editDistance(w, fixed, 1) <= 1;
    };
    const unknown = topic.length
      ? topic.filter((w) => !isKnown(w) && !facts.knows(w)).length / topic.length
      : 0;
    // A topic word none of our pages uses, nor a typing mistake of one: the key term is absent.
    // A word of a path, a file name or an address ("/opt/app/x.flag", "hosts.bak") is a value the
    // visitor supplies, not a thing our pages should name.
    const values = valueWords(input);
    const absentWords = raw.filter(
      (w) =>
        topic.includes(w) &&
        // Another company's product is a key term with its digits ("ipv6", "k8s", decision 125).
        (isKeyTerm(w) || otherProduct(w)) &&
        !values.has(w) &&
        !isOwnTerm(w) &&
        !facts.knows(w) &&
        (otherProduct(w) || (!isKnown(w) && !nearKnown(w))),
    );
    // An everyday English word ("option", "clock", "people") is how the visitor talks, not a
    // technical term our pages lack (decision 119); it names the thing only when asked for outright.
    const absent = absentWords.find((w) => !isEverydayEnglish(w));
    // Only when part of the question is ours: a question wholly outside the site gets the plain decline.
    // Each word also looks for the words our pages use for the same thing ("server" → "node").
    const expanded = [...new Set(corrected.flatMap((w) => [w, ...synonymsOf(w)]))].join(" ");
    return {
      input,
      raw,
      words: corrected,
      text,
      expanded,
      unknown,
      absent: unknown < 1 ? absent : undefined,
      /** The absent word when it is another company's product ("kubernetes", "slack"): never the visitor's own thing. */
      absentProduct: unknown < 1 && absent !== undefined && otherProduct(absent) ? absent : undefined,
      /** The first absent word, everyday English included: the thing asked for ("is there a free trial?"). */
      absentThing: unknown < 1 ? absentWords[0] : undefined,
    };
  };
  return { read, isKnownWord: (word: string) => speller.isKnown(word) };
}

export type Question = ReturnType<ReturnType<typeof createQuestionReader>["read"]>;
