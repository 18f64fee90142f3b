import { visitorWords } from "@site/content/assistant/visitor-words";
import { EVERYDAY_ENGLISH } from "./everyday-english.ts";

/** Words of a question or a passage: lower case, letters, digits and underscores (run_cmd stays one word). */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
}

/**
 * The words of the values a question supplies: paths, file names, addresses, `key=value` pairs
 * ("/opt/app/maintenance.flag", "hosts.bak", "deploy@10.0.1.5"). Split on whitespace and tested
 * token by token, so the time stays linear in the question's length.
 */
export function valueWords(text: string): Set<string> {
  const values = text
    .split(/\s+/)
    .filter((token) => token.includes("/") || /\w[.@=~]\w/.test(token) || /^[.~]\w/.test(token));
  return new Set(words(values.join(" ")));
}

/**
 * The text with each path ("/opt/app/maintenance.flag", "~/backups/") replaced by the word for
 * what it names: "file" when its last part has an extension, else "path". Token by token, linear.
 */
export function withoutPaths(text: string, ours: (path: string) => boolean): string {
  return text
    .split(/(\s+)/)
    .map((token) => {
      if (!/^["'`(]?[~.]?\//.test(token) || token.length < 2) return token;
      const path = trimEnd(token.replace(/^["'`(]+/, ""), "/\"'`),.;:?!");
      // Our own paths ("/etc/ushell/authorized_keys", "~/history") are what the question is about.
      if (ours(path)) return token;
      const last = path.split("/").pop() ?? "";
      return /\.\w{1,8}$/.test(last) ? "file" : "path";
    })
    .join("");
}

/** The paths a text names ("/etc/ushell/authorized_keys/deploy", "~/history"), as written. */
export function pathsIn(text: string): string[] {
  return text
    .split(/[\s`"'()[\]{},;]+/)
    .filter((token) => /^[~.]?\/[\w.-]/.test(token))
    .map((token) => trimEnd(token, ".:"));
}

/** The text without the given characters at its end: a loop, where `/[…]+$/` would be quadratic. */
function trimEnd(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && chars.includes(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end);
}

/**
 * Other companies' products and protocols visitors ask us to work with ("post to Slack", "keep a
 * Docker container alive", "listen on IPv6"). They are real names, not typing mistakes of our
 * words ("slack" is not "stack"): when no page names one, the question's key term is absent.
 */
export const OTHER_PRODUCTS = new Set(
  (
    "slack discord mattermost pagerduty opsgenie datadog grafana prometheus splunk kibana elasticsearch docker podman " +
    "kubernetes k8s helm jenkins gitlab bitbucket circleci vault consul nomad saltstack cloudformation " +
    "pulumi azure gcp vmware proxmox openstack ldap saml okta oauth ipv6 snmp kafka rabbitmq jira " +
    "servicenow zabbix nagios newrelic sentry webhook webhooks " +
    // Other clouds (decision 125): "address google cloud vms the way you do with aws".
    "google gce gcloud digitalocean linode hetzner vultr alibaba openshift"
  ).split(" "),
);

const everydayEnglish = new Set(EVERYDAY_ENGLISH.split(" "));

/**
 * The word's plainer forms: "switching" → "switch", "updating" → "update", "kids" → "kid",
 * "flavour" → "flavor". Suffixes are cut with string tests, no pattern.
 */
export function plainForms(word: string): string[] {
  const forms: string[] = [];
  const cut = (suffix: string) => (word.endsWith(suffix) ? word.slice(0, -suffix.length) : undefined);
  const ing = cut("ing") ?? cut("ed");
  if (ing && ing.length >= 3) {
    forms.push(ing, `${ing}e`);
    if (ing.at(-1) === ing.at(-2)) forms.push(ing.slice(0, -1));
  }
  const ies = cut("ies");
  if (ies) forms.push(`${ies}y`);
  const es = cut("es");
  if (es && es.length >= 3) forms.push(es);
  const s = cut("s");
  if (s && s.length >= 3 && !word.endsWith("ss")) forms.push(s);
  const our = cut("our");
  if (our) forms.push(`${our}or`);
  return forms;
}

/**
 * A word of everyday spoken English ("option", "clock", "people", "switching"): never the key term
 * a question lacks, however seldom our pages use it (decision 119). Other companies' products
 * ("slack", "helm") stay names, whatever their everyday sense.
 */
export function isEverydayEnglish(word: string): boolean {
  if (OTHER_PRODUCTS.has(word)) return false;
  return everydayEnglish.has(word) || plainForms(word).some((w) => everydayEnglish.has(w));
}

/** Numbers as questions write them in words ("five at a time", "three controllers"). */
const NUMBER_WORDS: Readonly<Record<string, number>> = {
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
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  fifty: 50,
  hundred: 100,
};

/** A count as written, in digits or in words; undefined for any other word. */
export function countOf(word: string): number | undefined {
  return /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word];
}

/** Words that carry no topic of their own. */
export const STOP = new Set(
  (
    "a an and are as at be by can could do does did for from how i i'm im in is it its it's me my of on or our " +
    "please tell the to what whats what's when where which who will with would you your yours about this " +
    "that these those there we us should shall may might must have has had get got am was were been being " +
    "any some all just also so than then them they their there's here one ones again too very want need " +
    "like know let lets let's show give see " +
    // Chat shorthand: "lol" is not a typing mistake of "log".
    "lol lmao haha hehe pls plz thx ty btw tbh imo idk asap fyi ya yeah yep nope " +
    // Chat spellings of words of no topic: "thru" is "through", "u" is "you".
    "thru tho u ur cuz coz bc abt rn"
  ).split(" "),
);

/** Words a question is made of that do not say what it is about ("how do I use …"). */
export const GENERIC = new Set(
  "use using used way ways make made do done work works thing things good best better new help question questions tell explain mean means today tomorrow tonight now ok okay hi".split(
    " ",
  ),
);

/** The words that say what a question is about. */
export function contentWords(text: string): string[] {
  return words(text).filter((w) => !STOP.has(w) && !GENERIC.has(w));
}

/** Optimal string alignment distance (Levenshtein with adjacent transpositions), cut off above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1).fill(0);
    row[0] = i;
    rows.push(row);
  }
  const first = rows[0] as number[];
  for (let j = 0; j <= b.length; j++) first[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    const prev = rows[i - 1] as number[];
    let best = row[0] as number;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (prev[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (prev[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/**
 * Corrects typing mistakes against the words the site knows. A word is kept when it is known;
 * otherwise it becomes the known word one edit away (two for long words), preferring the words
 * of the assistant's own vocabulary (operations, products, tools) and then the most frequent.
 */
export function createSpeller(known: Map<string, number>, preferred: ReadonlySet<string>) {
  const byLength = new Map<number, string[]>();
  for (const word of known.keys()) {
    const list = byLength.get(word.length) ?? [];
    list.push(word);
    byLength.set(word.length, list);
  }
  const cache = new Map<string, string>();
  const correct = (word: string): string => {
    if (known.has(word) || word.length < 3 || /\d/.test(word)) return word;
    const cached = cache.get(word);
    if (cached !== undefined) return cached;
    // Short words are corrected only to the assistant's own terms ("kil" → kill, "kee" → key)…
    const max = word.length >= 7 ? 2 : 1;
    let best: { word: string; distance: number; rank: number } | undefined;
    for (let length = word.length - max; length <= word.length + max; length++) {
      for (const candidate of byLength.get(length) ?? []) {
        const isPreferred = preferred.has(candidate);
        // …and keep their first letter: "rice" is not a typo of "price", "cook" not of "book".
        if (word.length < 5 && (!isPreferred || candidate[0] !== word[0])) continue;
        const distance = editDistance(word, candidate, max);
        if (distance > max || (distance === 2 && !isPreferred)) continue;
        const rank = (isPreferred ? 1_000_000 : 0) + (known.get(candidate) ?? 0);
        if (!best || distance < best.distance || (distance === best.distance && rank > best.rank)) {
          best = { word: candidate, distance, rank };
        }
      }
    }
    const result = best?.word ?? word;
    if (cache.size < 10_000) cache.set(word, result);
    return result;
  };
  return { correct, isKnown: (word: string) => known.has(word) };
}

/**
 * A light stemmer for the search index and the questions alike: plurals and a few verb endings,
 * so "packages" finds "package" and "servers" finds "server". Identifiers (run_cmd) stay whole.
 */
export function stem(word: string): string {
  if (word.includes("_") || word.length <= 3) return word;
  if (/(ss|us|is)$/.test(word)) return word;
  if (/ies$/.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(sses|ches|shes|xes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s")) return word.slice(0, -1);
  return word;
}

/** The words and, for identifiers, their parts ("priv_key_path" → also "priv", "key", "path"). */
export function tokens(text: string): string[] {
  return words(text).flatMap((w) => (w.includes("_") ? [w, ...w.split("_").filter(Boolean)] : [w]));
}

/** Words that mean the same on our pages: a question's word also looks for these. */
const SAME: readonly (readonly string[])[] = [
  ["server", "node", "machine", "host"],
  ["key", "pubkey", "privkey"],
  ["interface", "card", "nic"],
  ["premise", "premises", "datacenter", "datacentre", "colo"],
  ["permission", "perms", "perm"],
  ["folder", "directory", "dir"],
  ["ip", "ipv4", "address"],
  ["private", "priv"],
  ["public", "pub"],
  ["secure", "secured", "security", "signed", "sign", "tls"],
  ["upgrade", "patch", "update"],
  ["delete", "remove", "rm"],
  ["date", "dates", "timestamp", "timestamps", "explicit"],
  ["credentials", "creds", "cred"],
  ["plan", "subscription", "subscribe", "subscribed", "subscribing"],
  ["generate", "create", "issue", "issued", "issuing"],
];
const sameAs = new Map<string, readonly string[]>();
for (const group of SAME) for (const w of group) sameAs.set(w, group);
// A visitor's word also looks for the docs' words for it, one way only (decision 125): a single
// word of the content's vocabulary; its phrases are read as the docs' words (intent.ts, inDocWords).
// A word meant so only beside another (`when`) is read there as the docs' words (intent.ts).
for (const { says, docs, when } of visitorWords) {
  if (when) continue;
  const ours = docs.flatMap((d) => words(d));
  for (const w of says) {
    if (/^[\p{L}\p{N}_]+$/u.test(w)) sameAs.set(w, [...new Set([w, ...(sameAs.get(w) ?? []), ...ours])]);
  }
}

export function synonymsOf(word: string): readonly string[] {
  return sameAs.get(word) ?? sameAs.get(stem(word)) ?? [word];
}
