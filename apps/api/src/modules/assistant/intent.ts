/**
 * What a question is about before the rules read it (issue #31): a "job" that runs on a schedule
 * or fails halfway is a workflow, not a job opening; a few everyday phrasings say an operation in
 * other words.
 */

const scheduleCues =
  /\b(every|each) (minute|hour|day|night|morning|evening|week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\b(nightly|daily|weekly|hourly|monthly|recurring|cron|crontab|schedul\w*|timestamps?|dates?|times?|period|periodic\w*)\b|\b(fail\w*|halfway|half way|remaining|lines?|rerun|retr(y|ies)|status(es)?|succeed\w*|success\w*|result|completed?|completes|finish(ed|es)?|aborted|stopped|stuck|queued|pending|dead)\b|\bruns? (at|on|every|just|once|twice|again)\b|\bto run\b/;
const openingCues =
  /\b(apply|applying|hiring|hire|careers?|vacanc(y|ies)|openings?|positions?|roles?|salary|salaries|pay|remote|part[- ]?time|full[- ]?time|internships?|resume|cv|candidates?|posted|postings?)\b/;

/**
 * "I need a job to run every Monday", "my job failed halfway", "when is a job Completed": a
 * scheduled workflow run (a run's status words are the docs' own, decision 086).
 */
export function isScheduleJob(text: string): boolean {
  return /\bjobs?\b/.test(text) && scheduleCues.test(text) && !openingCues.test(text);
}

/** The question with the workflow's own words, for a job that is a scheduled run. */
export function asWorkflowQuestion(text: string): string {
  return text.replace(/\bjobs\b/g, "workflows").replace(/\bjob\b/g, "workflow");
}

/** Everyday phrasings of an operation, in the documentation's words. */
const phrasings: readonly [RegExp, string][] = [
  [/\bwhat( s|s| is)? (running|runs) (on|in)\b/, "list processes running on"],
  [/\b(configs?)\b/, "configuration"],
  [/\b(after|across|survives?|through) (a |the )?reboots?\b/, "at boot"],
];

export function inDocWords(text: string): string {
  return phrasings.reduce((t, [pattern, words]) => t.replace(pattern, words), text);
}

/**
 * Everyday words of a question that say nothing about its topic ("it didn't work", "what went
 * wrong"): when our pages lack one of them, the question may still be answered.
 */
const everyday = new Set(
  (
    "didnt doesnt dont isnt arent wasnt werent wont cant couldnt wouldnt shouldnt havent hasnt aint " +
    "went go goes going gone come comes came coming happen happens happened happening try tried trying " +
    "actually really basically literally still already yet maybe probably possible possibly exactly " +
    "bad worse worst wrong broke broken weird strange stuck okay fine great nice cool awesome " +
    "thanks thank hey hello guys folks stuff whatever somehow anyway anyways kinda sorta gonna wanna gotta " +
    "idea ideas wondering wonder curious quick quickly simple simply easy easily right left big small " +
    "someone somebody anyone anybody everyone everybody thing something anything everything nothing " +
    "end ends ended keep keeps kept take takes took taking put puts putting able unable " +
    "way lot lots bit little much many more most less least few without whole taking need needs after before end up " +
    "making doing getting having giving saying telling seeing looking wanting " +
    "difference differences different differ compare compared comparing versus"
  ).split(" "),
);

export const isEveryday = (word: string) => everyday.has(word);

/** A word that can carry a question's topic: not an everyday word, an adverb or a number. */
export function isKeyTerm(word: string): boolean {
  return word.length >= 3 && !/\d/.test(word) && !everyday.has(word) && !/ly$/.test(word);
}

/** A question that names an absent term is still answered when a fact holds this much of the rest. */
export const SURE_COVERAGE = 0.75;

/** Words that ask for a comparison, not merely name a tool. */
export function asksToCompare(text: string): boolean {
  return /\b(compare[sd]?|comparing|comparison|vs|versus|better|worse|than|differen\w*|alternatives?|instead|chart|like)\b/.test(
    text,
  );
}

/**
 * What kind of fact the question asks for, as a pattern the answer must hold: a path for "where
 * is … kept", a duration for "how long", a number for "how many", a version for "which version".
 */
export function answerKind(text: string): RegExp | undefined {
  if (
    /\bwhere\b/.test(text) &&
    /\b(keep|kept|stored?|saved?|go|goes|end|live|lives|written|writes|put|located|find)\b/.test(text)
  )
    return /(^|[\s`(])(~\/|\/)[\w.-]+\/[\w./-]*/;
  if (/\bhow long\b|\bfor how much time\b/.test(text))
    return /\b\d+\s*(ms|milliseconds?|seconds?|minutes?|hours?|days?)\b/;
  if (/\b(which|what) (python )?version\b|\bversion of python\b/.test(text)) return /\b\d+\.\d+\b/;
  if (/\bhow many\b/.test(text)) return /\b\d+\b/;
  return undefined;
}

/** "Any part-time roles?", "remote gigs": an opening asked for by its structure, without the word "job". */
export function isOpeningQuestion(text: string, hasFilter: boolean): boolean {
  return (
    hasFilter &&
    /\b(roles?|gigs?|openings?|positions?|vacanc(y|ies)|work|jobs?)\b/.test(text) &&
    !/\b(iam|instance) roles?\b/.test(text)
  );
}
