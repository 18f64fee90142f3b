import { visitorWords } from "@site/content/assistant/visitor-words";
import type { EmploymentType } from "@site/contract/job-structure";
import { inOrder } from "./in-order.ts";
import { countOf } from "./words.ts";

/**
 * What a question is about before the rules read it (issue #31): a "job" that runs on a schedule
 * or fails halfway is a workflow, not a job opening; a few everyday phrasings say an operation in
 * other words.
 */

const scheduleCues =
  /\bevery \d+ ?(s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?|days?|weeks?)\b|\b(every|each) (minute|hour|day|night|morning|evening|week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\b(nightly|daily|weekly|hourly|monthly|recurring|cron|crontab|schedul\w*|timestamps?|dates?|times?|period|periodic\w*)\b|\b(fail\w*|halfway|half way|remaining|lines?|rerun|retr(y|ies)|status(es)?|succeed\w*|success\w*|result|completed?|completes|finish(ed|es)?|aborted|stopped|stuck|queued|pending|dead)\b|\bruns? (at|on|every|just|once|twice|again)\b|\bto run\b|\b(ran|runs?) (on|against) (the |a |my |our )?(controller|control node|nodes?|servers?|machines?|cluster)\b|\bjobs? (that|which) (ran|run|runs|have run)\b|\bjobs? history\b|\bhistory (page|view|tab|list|screen)\b|\brefresh(es|ed|ing)?\b/;
const openingCues =
  /\b(apply|applying|hiring|hire|careers?|vacanc(y|ies)|openings?|positions?|roles?|salary|salaries|pay|remote|part[- ]?time|full[- ]?time|internships?|resume|cv|candidates?|posted|postings?|applications?)\b/;

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
  // "Drop a flag file on every web server" puts a file there; "drop the old service" deletes.
  [
    /\bdrop (?=(an? |the )?(empty |new |blank )?([\w-]+ )?(files?|folders?|directory|directories|dirs?) (on|onto|in|into|to)\b)/,
    "create ",
  ],
  [/\bwhat( s|s| is)? (running|runs) (on|in)\b/, "list processes running on"],
  [/\b(configs?)\b/, "configuration"],
  [
    // Not "after a reboot operation finishes": the reboot operation itself (decision 122).
    /\b(after|across|survives?|through|when|whenever) (a |the |my )?(server |machine |node |box |host |vm )?(reboots?|restarts?|comes back( up)?)\b(?! (operation|op|command|call)s?\b)|\bcomes? back (up )?after (a |the )?(reboot|restart)\b(?! (operation|op|command|call)s?\b)/,
    "at boot",
  ],
  // "What can it come back as": what it returns; "come back" otherwise is "again", never a rollback (decision 125).
  [/\b(come|comes|came|coming) back (as|with)\b/, "returns"],
  [/\b(come|comes|came|coming) back\b/, "again"],
  // "If I don't say", "when I leave it out": the default.
  [
    /\b(if|when) (i |you )?(don t|do not|dont|leave (it )?out|omit|skip)( (say|specify|set|give|pass|provide))?( (it|one|any|a count|a value))?\b/,
    "by default",
  ],
  // Short units of time, as the docs write them ("every 5 min" → "every 5 minutes").
  [/\b(\d+) ?(min|mins)\b/, "$1 minutes"],
  [/\b(\d+) ?(sec|secs)\b/, "$1 seconds"],
  [/\b(\d+) ?(hr|hrs)\b/, "$1 hours"],
  // The process that runs a schedule ends with the terminal or the session that started it.
  [
    /\b(close|closes|closing|closed|exit|exits|quit|quits)( the| my)? (terminal|shell|session|ssh|laptop)\b|\blog(ging|s)? (out|off)\b/,
    "process is stopped",
  ],
  // "Security team is asking", "our auditors want to know": who asks is not what is asked.
  [
    /\b((my|our|the) )?(security|ops|it|devops|compliance|legal|finance|infosec|sec)? ?(team|folks|people|guys|dept|department|auditors?|boss|manager|management|colleagues?)( (is|are|keeps?|keep))? (asking|asked|wants? to know|wondering)\b/,
    "",
  ],
  // Everyday idioms in the docs' words (decision 112): "get rid of" deletes, "lock down" a file
  // makes it readable by you only, trying the agent "by hand" starts it, "what do I install first".
  [/\bget rid of\b/, "delete"],
  [
    /\block (it |them |this |that )?down\b|\b(no ?one|nobody) else (can|could|to) read\b|\bother (users|people) (can t|cant|cannot|can not) read\b/,
    "readable by you only chmod",
  ],
  [
    /\b(try|run|start|launch|test)( out)? (the |an |a )?(agent|managednode|managed node) (by hand|manually|in the foreground|interactively)\b/,
    "start the agent python3 managed_node command",
  ],
  [/\bwhat (do|should|must) (i|we) install( first)?\b/, "install the package"],
  // "On three particular nights", "two specific mornings": a schedule of explicit timestamps.
  [
    /\b(two|three|four|a few|specific|particular|certain|given|exact) (specific |particular |certain |exact )?(dates|days|mornings|nights|evenings|afternoons|moments)\b/,
    "explicit timestamps",
  ],
  // "A single time", "one time only": a schedule of type once.
  [/\b(a single time|one time( only)?|only once|just once|one off|one shot)\b/, "once"],
];

export function inDocWords(text: string): string {
  const phrased = phrasings.reduce((t, [pattern, words]) => t.replace(pattern, words), text);
  return visitorPhrases.reduce(
    (t, { pattern, docs, when }) => (when && !when.test(t) ? t : t.replace(pattern, docs)),
    phrased,
  );
}

/**
 * The content's vocabulary of visitors' words (decision 125) read as the docs' words in the text:
 * a phrase of several words ("rate limits" → "cached lookup"), and a word meant so only beside
 * another (`when`). Longest first; each a fixed string between word boundaries.
 */
const visitorPhrases = visitorWords
  .flatMap(({ says, docs, when }) =>
    says
      .filter((s) => when !== undefined || /[^\p{L}\p{N}_]/u.test(s))
      .map((say) => ({
        say,
        docs: docs.join(" "),
        when: when ? new RegExp(`\\b(${when.join("|")})\\b`) : undefined,
      })),
  )
  .sort((a, b) => b.say.length - a.say.length)
  .map(({ say, docs, when }) => ({
    pattern: new RegExp(`\\b${say.replace(/-/g, "[- ]?").replace(/ /g, "\\s+")}\\b`, "g"),
    docs,
    when,
  }));

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
    "difference differences different differ compare compared comparing versus " +
    "even ever else sure real totally honestly anyhow " +
    // Words about a field, not its name ("the ok field"): the name is read apart (namedFields).
    "field fields attribute attributes " +
    // Words that frame a question, not its topic (decision 112): whether something must be so, how
    // recent, who asks, what the visitor presses; "is port 8000 mandatory", "security is asking".
    "mandatory compulsory obligatory necessary necessarily newest oldest recently lastest " +
    "asking asked ask asks wondering wondered curious told heard noticed saw seen " +
    "click clicks clicking clicked tap taps tapping tapped press presses pressing pressed button buttons " +
    // A time limit said in everyday words ("give up if it takes longer than a minute", decision 113).
    "longer"
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
  return /\b(compare[sd]?|comparing|comparison|vs|versus|better|worse|than|differen\w*|diff|alternatives?|instead|chart|like)\b/.test(
    text,
  );
}

/**
 * The form of the value a question asks for: a path for "where is … kept", a duration for "how
 * long", a version for "which version", a number for "how many" (the first kinds of answerKind).
 */
export function valueKind(text: string): RegExp | undefined {
  if (
    (/\bwhere\b/.test(text) &&
      /\b(keep|kept|keeps|stored?|saved?|saving|go|goes|end|live|lives|written|writes|put|located|find)\b/.test(
        text,
      )) ||
    // "Which folder holds …", "what path is it saved under": a path as well.
    /\b(which|what) (folder|directory|dir|path)\b/.test(text)
  )
    return /(^|[\s`(])(~\/|\/)[\w.-]+\/[\w./-]*/;
  if (/\bhow long\b|\bfor how much time\b/.test(text))
    return /\b\d+\s*(ms|milliseconds?|seconds?|minutes?|hours?|days?)\b/;
  if (/\b(which|what) (python )?version\b|\bversion of python\b/.test(text)) return /\b\d+\.\d+\b/;
  if (/\bhow many\b/.test(text)) return /\b\d+\b/;
  return undefined;
}

/**
 * What kind of fact the question asks for, as a pattern the answer must hold: a path for "where
 * is … kept", a duration for "how long", a number for "how many", a version for "which version".
 */
export function answerKind(text: string): RegExp | undefined {
  const value = valueKind(text);
  if (value) return value;
  if (/\btime ?zones?\b/.test(text)) return /\b(UTC|GMT)\b|time ?zone/;
  // "What does the ok field mean": the fact that defines it (a table row or an item that starts with it).
  const field = namedFields(text)[0];
  if (field) return new RegExp(`\`${field}\`\\s*(\\||is\\b|:|—|\\()`);
  // Which kind of schedule is asked for (decision 112): its dictionary, or the call that previews it.
  const aboutRuns = /\b(workflows?|schedul\w*|runs?|fire|fires)\b/.test(text);
  if (
    aboutRuns &&
    /\b(see|check|preview|list|know|show|print|tell)\b/.test(text) &&
    /\bwhen\b|\bnext (run|runs|run times|times|dates)\b/.test(text) &&
    !/\bwhen (a|the|my) \w+ (fail|fails|failed|stops|stopped)\b/.test(text)
  )
    return /print_schedule/;
  if (
    aboutRuns &&
    (/\b(not|non|isn t|never) ?recurring\b|\bchange (window|freeze)\b/.test(text) ||
      /\b(two|three|four|a few|few|specific|particular|certain|given|exact|listed|explicit) (specific |particular |certain |exact )?(dates|days|mornings|nights|evenings|afternoons|times|timestamps|moments)\b/.test(
        text,
      ))
  )
    return /"type": "explicit"/;
  // A schedule that runs once: the schedule dictionary of that type, with `at` for a later time.
  if (/\bonce\b/.test(text) && aboutRuns) {
    const later =
      /\b(next|tomorrow|tonight|later|on (monday|tuesday|wednesday|thursday|friday|saturday|sunday)|at \d|\d ?(am|pm))\b|\bnot (right )?now\b/.test(
        text,
      );
    return later ? /"type": "once", "at"/ : /"type": "once"/;
  }
  // "Is port 8000 mandatory", "can I pick another one": the fact that says what may change.
  if (
    /\b(mandatory|compulsory|obligatory|required|must|have to|has to|necessary|hard ?coded|fixed)\b|\b(pick|choose|use|set|change) (another|a different|other|my own|any)\b/.test(
      text,
    )
  )
    return /\b(any|optional|default|instead|must|only)\b/;
  return valueAsked(text)?.pattern;
}

/** A value a question asks for that a page must state outright, or it is not published (issue #31). */
export interface AskedValue {
  /** What an answer must hold: a limit, a date, a duration. */
  pattern: RegExp;
  /** What was asked, for the decline ("a limit"). */
  label: string;
}

const months = "january|february|march|april|june|july|august|september|october|november|december";

/**
 * "What is the max size of …", "when is the next version coming out", "what is the response time
 * of support": the answer is a value our pages would state; a passage on the same topic without it
 * does not answer.
 */
export function valueAsked(text: string): AskedValue | undefined {
  if (
    /\b(max|maximum|largest|biggest|upper limit|size limit|limit (on|for|of|to)|limits (on|for|of)|how (big|large) (a|an|can|may|is|are))\b/.test(
      text,
    )
  )
    return {
      pattern:
        /\b(up to|at most|no more than|maximum( of| is)?|max( of| is)?|limit(ed)? (of|to|is))\s*(?:[:=]\s*)?`?\d|\b\d+(\.\d+)?\s*(bytes?|[kmgt]i?b|kilobytes?|megabytes?|gigabytes?|terabytes?)\b/i,
      label: "a limit",
    };
  if (
    inOrder(
      // "When is … released", not "when copying release tarballs".
      /\bwhen (is|are|was|will|would|does|do|did|can|could|should|might)\b/,
      /\b(release[sd]?|come out|comes out|coming out|launch(ed|es)?|ship(ped|s)?|be available|next version|new version)\b/,
    )(text) ||
    /\b(release date|roadmap)\b/.test(text)
  )
    return {
      pattern: new RegExp(
        `\\b(release[sd]?|launch\\w*|ships?|available|coming)\\b[^.\\n]{0,80}\\b((19|20)\\d\\d|${months}|q[1-4])\\b`,
        "i",
      ),
      label: "a release date",
    };
  if (
    /\b(response|reply|resolution|turnaround) times?\b|\bhow (fast|quickly|soon) (do|will|does|can|would) (you|they|support|someone|the team|i get)\b/.test(
      text,
    )
  )
    return {
      pattern: /\b\d+\s*(minutes?|hours?|h|days?|business days?)\b|next business day/i,
      label: "a response time",
    };
  return undefined;
}

/** "Is there a …", "do you offer …", "does it support …": asks whether a thing exists. */
export function asksIfExists(text: string): boolean {
  return /^(is there|are there|do you (have|offer|provide|sell|make)|does (it|the \w+|\w+) (have|come with|offer|provide|support|ship)|can i (get|buy|download))\b/.test(
    text,
  );
}

/**
 * A question about what exists, what something is or what a product does ("can the controller page
 * PagerDuty?", "which ciphers does it use?"), not one that asks for steps.
 */
export function asksAbout(text: string): boolean {
  return /^(can|could|does|do|did|is|are|was|will|would|which|what|whats|who|when|where|why)\b/.test(text);
}

/**
 * "Any part-time roles?", "remote gigs": an opening asked for by its structure, without the word
 * "job". "Got anything part time?": a kind of employment our docs never speak of (part-time, an
 * internship, temporary work) asks for openings without any such word.
 */
export function isOpeningQuestion(
  text: string,
  hasFilter: boolean,
  employmentType?: EmploymentType | undefined,
): boolean {
  if (employmentType === "part_time" || employmentType === "internship" || employmentType === "temporary")
    return true;
  return (
    hasFilter &&
    /\b(roles?|gigs?|openings?|positions?|vacanc(y|ies)|work|jobs?)\b/.test(text) &&
    !/\b(iam|instance) roles?\b/.test(text)
  );
}

/** "Whats open in Berlin", "anything in London?": a place where the job search has openings, asked for what is open there. */
export function isPlaceOpeningQuestion(text: string, namesPlace: boolean): boolean {
  return (
    namesPlace &&
    /\b(what( s|s| is)? open|open (roles?|jobs?|positions?)|anything( \w+)? in|hiring|roles?|gigs?|openings?|positions?|vacanc(y|ies)|jobs?|pay|pays|paying|salar(y|ies))\b/.test(
      text,
    )
  );
}

/**
 * The values of a single run's date ("next tuesday", "6am", "on the 3rd") say when, not what: for
 * a question that asks for a schedule of one run, they are left out of the words to find.
 */
export function withoutRunDate(words: readonly string[], text: string): string[] {
  if (!/\bonce\b/.test(text)) return [...words];
  return words.filter(
    (w) =>
      !/^(next|tomorrow|tonight|today|noon|midnight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|morning|evening|afternoon)$/.test(
        w,
      ) && !/^\d+(am|pm|h|st|nd|rd|th)?$/.test(w),
  );
}

/** "The ok field", "the count argument": the names a question gives a field, however common the word. */
export function namedFields(text: string): string[] {
  return [
    ...text.matchAll(
      /\b(?:the|a|an|its) ([a-z_]+) (?:field|key|argument|parameter|flag|attribute|column)s?\b/g,
    ),
  ]
    .map((m) => m[1] ?? "")
    .filter((w) => w.length > 1);
}

/** Seconds in a unit of time as people write it ("5 mins", "an hour", "2 days"). */
export const unitSeconds: Record<string, number> = {
  s: 1,
  sec: 1,
  secs: 1,
  second: 1,
  seconds: 1,
  m: 60,
  min: 60,
  mins: 60,
  minute: 60,
  minutes: 60,
  h: 3600,
  hr: 3600,
  hrs: 3600,
  hour: 3600,
  hours: 3600,
  day: 86400,
  days: 86400,
  night: 86400,
  week: 604800,
  weeks: 604800,
};
const everyN =
  /\bevery (\d{1,4}|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty)? ?(s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?|days?|night|weeks?)\b/;
const named: readonly [RegExp, number][] = [
  [/\bevery half (an )?hour\b|\bhalf[- ]hourly\b/, 1800],
  [/\btwice a day\b/, 43200],
  [/\bhourly\b|\bonce an hour\b/, 3600],
  [/\b(daily|nightly|once a day|every (morning|evening))\b/, 86400],
  [/\b(weekly|once a week|every (monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/, 604800],
];

/**
 * The period a question asks a recurring schedule to run at ("every 6 hours", "every half hour",
 * "nightly"), in seconds, as the docs' recurring schedule takes it; with the words that said it.
 */
export function periodAsked(text: string): { said: string; seconds: number } | undefined {
  for (const [pattern, seconds] of named) {
    const found = pattern.exec(text);
    if (found) return { said: found[0], seconds };
  }
  const found = everyN.exec(text);
  if (!found) return undefined;
  const count = found[1] === undefined || found[1] === "a" || found[1] === "an" ? 1 : countOf(found[1]);
  const unit = unitSeconds[found[2] ?? ""];
  if (!unit || count === undefined || count <= 0) return undefined;
  return { said: found[0], seconds: count * unit };
}

/** A question about a schedule: when or how often something runs. */
export const asksAboutSchedule = (text: string) =>
  /\b(schedul\w*|period|recurring|cron\w*|run(s|ning)? every|every \w+ (runs?|jobs?))\b/.test(text) ||
  periodAsked(text) !== undefined;
