/**
 * Words visitors type for things our pages name otherwise (decision 125): the AI Agent reads each
 * visitor word as also meaning the docs' words, one way only ("throttling" looks for "cached", a
 * page's "cached" does not look for "throttling"). Each entry is a concept of the docs, not a
 * question: `says` are the visitor's words (single words, lower case; a phrase of several words is
 * read as one before the question is read), `docs` are words our pages use for it. A `docs` word
 * must occur in the content (visitor-words.test.ts checks it).
 */
export interface VisitorWord {
  says: readonly string[];
  docs: readonly string[];
  /**
   * The visitor's word means the docs' words only in a question that also holds one of these
   * words ("rate limits" of the AWS API are its cached look-ups; a rate limit of the agent is not
   * published).
   */
  when?: readonly string[];
}

export const visitorWords: readonly VisitorWord[] = [
  // Shortened words.
  { says: ["cert", "certs"], docs: ["certificate"] },
  { says: ["mac", "macs", "osx"], docs: ["macos"] },
  {
    says: ["addon", "addons", "plugin", "plugins", "add on", "add-on", "add-ons"],
    docs: ["extension", "extended"],
  },
  // Time: the docs write every time in UTC.
  { says: ["timezone", "timezones", "tz"], docs: ["utc"] },
  // Calling a cloud API too often: the docs say how look-ups are cached.
  {
    says: [
      "throttling",
      "throttled",
      "throttle",
      "ratelimit",
      "ratelimits",
      "ratelimited",
      "rate limit",
      "rate limits",
      "rate limiting",
      "rate limited",
      "spam",
      "spamming",
      "hammer",
      "hammering",
    ],
    docs: ["cached", "lookup"],
    when: ["aws", "ec2", "amazon", "instance", "instances", "describeinstances"],
  },
  // A key that may be known to others: the docs rotate it.
  { says: ["leaked", "leak", "leaks", "compromised", "stolen", "exposed"], docs: ["rotate"] },
  // How long a machine was unreachable.
  { says: ["offline", "unreachable", "outage"], docs: ["downtime"] },
  // What a step or a service reports.
  { says: ["state", "states"], docs: ["status"] },
  // A page that updates itself.
  {
    says: [
      "realtime",
      "real-time",
      "autorefresh",
      "auto-refresh",
      "live updating",
      "live update",
      "update live",
      "updates live",
    ],
    docs: ["refresh"],
  },
  // Support at every hour.
  { says: ["round the clock", "around the clock", "24x7", "24 7"], docs: ["24/7"] },
  // A machine that is not running.
  { says: ["switched off", "powered off", "turned off", "shut off", "poweroff"], docs: ["stopped"] },
  // Trying a build without changing anything.
  {
    says: [
      "simulate",
      "simulation",
      "dryrun",
      "without creating anything",
      "without actually creating anything",
      "would create",
    ],
    docs: ["dry_run"],
  },
];
