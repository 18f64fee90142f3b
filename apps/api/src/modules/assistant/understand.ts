import { anyOf, inOrder, type TextTest } from "./in-order.ts";
import type { Operation, Thing, Verb } from "./operations.ts";
import { countOf } from "./words.ts";

/** The words people use for what an operation does, by the verb of the catalogue. */
const verbWords: Record<Verb, readonly string[]> = {
  upkeep: ["upkeep", "keep", "ensure", "maintain"],
  generate: ["generate", "gen", "generating"],
  schedule: ["next", "upcoming"],
  upload: ["upload", "push", "send", "ship", "transfer", "deploy"],
  download: ["download", "fetch", "pull", "retrieve", "collect", "grab"],
  kill: ["kill", "terminate", "abort", "end"],
  details: ["details", "detail", "inspect", "info", "information"],
  search: ["search", "find", "look", "grep", "locate", "filter"],
  restart: ["restart", "reload", "bounce", "reboot"],
  stop: ["stop", "halt", "shutdown", "shut"],
  status: ["status", "state", "check", "running", "alive", "health", "healthy", "whether", "up"],
  delete: ["delete", "remove", "rm", "erase", "uninstall", "destroy", "wipe", "drop"],
  start: ["start", "launch", "spin", "starting"],
  copy: ["copy", "duplicate", "backup", "clone", "cp"],
  move: ["move", "rename", "mv", "relocate"],
  create: ["create", "define", "add", "make", "mk", "register", "touch"],
  list: ["list", "show", "see", "view", "display", "ls", "contents", "all"],
  run: ["run", "execute", "exec", "invoke"],
};
/** When a question holds several verbs, the more telling one decides ("keep it up" over "up"). */
const verbOrder = Object.keys(verbWords) as Verb[];

const thingWords: Record<Thing, readonly string[]> = {
  key: ["key", "keys", "keypair"],
  service: ["service", "services", "daemon", "daemons", "nginx", "postgresql", "systemd"],
  process: ["process", "processes", "pid", "task"],
  script: ["script", "scripts"],
  command: ["command", "commands", "cmd"],
  dir: ["directory", "directories", "folder", "folders", "dir", "dirs"],
  file: ["file", "files", "log", "logs"],
  workflow: ["workflow", "workflows", "operations"],
  machine: ["machine", "machines", "server", "servers", "host", "computer", "box", "vm"],
};
const thingOrder = Object.keys(thingWords) as Thing[];

const lookup = <T extends string>(table: Record<T, readonly string[]>) => {
  const map = new Map<string, T>();
  for (const [key, list] of Object.entries(table) as [T, readonly string[]][]) {
    for (const word of list) if (!map.has(word)) map.set(word, key);
  }
  return map;
};
const verbOf = lookup(verbWords);
const thingOf = lookup(thingWords);

/** Every word of the assistant's own vocabulary: preferred when typing mistakes are corrected. */
export const vocabularyWords: readonly string[] = [...verbOf.keys(), ...thingOf.keys()];

/** Patterns that name one operation, for the actions and the methods people describe by their effect. */
const patterns: readonly [RegExp | TextTest, string][] = [
  [
    anyOf(
      inOrder(/\b(dry[_ ]?run|preview|plan)\b/, /\b(change|changes|infrastructure|actions?|build)\b/),
      /\bdry_run\b/,
    ),
    "build",
  ],
  [/\b(route|routing) tables?\b/, "create_route_table"],
  [/\b(security groups?|firewall|open (a )?port|ingress)\b/, "create_security_group"],
  [/\belastic ip\b|\b(fixed|static|permanent) (public )?ip\b/, "allocate_elastic_ip"],
  [/\binternet (gateway|access)\b|\b(access to|reach) the internet\b/, "create_internet_gateway"],
  [/\bsubnets?\b/, "create_subnet"],
  [/\bvpcs?\b/, "create_vpc"],
  [
    anyOf(
      inOrder(/\b(existing|public|import)\b/, /\bkeys?\b/, /\b(ec2|aws|instances?)\b/),
      inOrder(/\bimport\b/, /\bkey ?pair\b/),
    ),
    "import_key_pair",
  ],
  [inOrder(/\b(launch|start|create|new|spin up)\b/, /\b(ec2|instances?)\b/), "launch_instances"],
  [
    anyOf(
      inOrder(/\b(when|next|upcoming)\b/, /\b(schedule|scheduled|run next)\b/),
      inOrder(/\b(check|print|test)\b/, /\bschedule\b/),
    ),
    "print_schedule",
  ],
  [/\b(ssh|signing)? ?key ?pairs?\b|\bssh keys?\b/, "gen_key_pair"],
  [
    // The agent itself started at boot is the setup's service unit, not an operation on the node's
    // services (decision 125): "keep the agent up after a reboot".
    (text: string) =>
      !/\b(agent|agents|managednode|managed node|managed_node)\b/.test(text) &&
      anyOf(
        /\b(on|at) (boot|startup|start-?up)\b/,
        inOrder(/\bboots?\b/, /\bautomatically\b/),
        inOrder(/\bautomatically\b/, /\bboots?\b/),
      )(text),
    "create_onboot_service",
  ],
  [
    inOrder(/\b(list|sequence|series) of (operations|commands|steps)\b/, /\b(order|python)\b/),
    "run_workflow",
  ],
];

const toNode =
  /\bto (a |the |my |every |each |all |one of )?(remote |managed )?(nodes?|servers?|machines?|hosts?|instances?|clusters?)\b|\bremote(ly)?\b/;
const fromNode =
  /\bfrom (a |the |my |every |each |all |one of )?(remote |managed )?(nodes?|servers?|machines?|hosts?|instances?)\b|\bto (my |the )?(laptop|computer|control machine|local)\b/;

/** Toward the visitor ("back to my laptop", "off a node", "pull it to me"): a download. */
const toLocal =
  /\bback to (me|my|the control)\b|\bto (me|my (own )?(laptop|computer|machine|pc|desktop|workstation)|the control (machine|node)|local(host)?)\b|\blocally\b|\boff (a |the |that |each |every |one )?(nodes?|servers?|machines?|hosts?|box(es)?|instances?)\b/;

export interface Slots {
  verbs: Verb[];
  things: Thing[];
}

export function slotsOf(words: readonly string[], text: string, input = ""): Slots {
  const verbs = new Set<Verb>();
  const things = new Set<Thing>();
  for (const word of words) {
    const verb = verbOf.get(word);
    if (verb) verbs.add(verb);
    const thing = thingOf.get(word);
    if (thing) things.add(thing);
  }
  // A path names a file, unless the question says it is a directory ("back up /etc/hosts").
  if (/(^|\s)~?\/[\w.-]+\/[\w.-]+/.test(input) && !things.has("dir")) things.add("file");
  // Copying to or from a node is a transfer; on the node itself it is a copy.
  const local = toLocal.test(text);
  const down = local || fromNode.test(text);
  const up = !local && toNode.test(text);
  if (verbs.has("copy") && up && !/\bsame\b/.test(text)) verbs.add("upload");
  if (verbs.has("copy") && down) verbs.add("download");
  if (things.has("process") && !things.has("service")) verbs.delete("status");
  // A file or folder taken from a node, or put on one, is a transfer whatever the verb; one
  // removed from a node ("delete the old log from a node") is not.
  if ((things.has("file") || things.has("dir")) && down && !verbs.has("delete")) verbs.add("download");
  else if ((things.has("file") || things.has("dir")) && up && (verbs.size === 0 || verbs.has("move"))) {
    verbs.add("upload");
  }
  // The machine is what is restarted only when it is named right after the verb ("reboot the
  // server"); "restart postgres on the db server" restarts a service.
  const machineObject =
    /\b(restart|reboot|reload|bounce|stop|shut ?down|start|boot) (a |the |my |this |that |one |each |every |all )?(\w+ )?(machines?|servers?|nodes?|hosts?|computers?|box|vms?)\b/;
  if (things.has("machine") && !machineObject.test(text)) {
    things.delete("machine");
    // The agent started with the machine is the setup's service unit, not a service of the node's (decision 125).
    const agent = /\b(agent|agents|managednode|managed node|managed_node)\b/.test(text);
    if (!things.size && !agent && (verbs.has("restart") || verbs.has("stop") || verbs.has("start")))
      things.add("service");
  }
  return {
    verbs: verbOrder.filter((v) => verbs.has(v)),
    things: thingOrder.filter((t) => things.has(t)),
  };
}

/** The operation a verb and a thing name, trying the more telling verbs and things first. */
export function operationForSlots(operations: readonly Operation[], slots: Slots): Operation | undefined {
  for (const thing of slots.things) {
    for (const verb of slots.verbs) {
      const found = operations.find((op) => op.slots.some((s) => s.verb === verb && s.thing === thing));
      if (found) return found;
    }
  }
  return undefined;
}

/** The operation a question names outright ("what does kill_process do?"), or describes by a known pattern. */
export function namedOperation(operations: readonly Operation[], words: readonly string[], text: string) {
  const byName = new Map(operations.map((op) => [op.name, op]));
  for (const word of words) {
    const op = byName.get(word);
    if (op) return op;
  }
  for (const [pattern, name] of patterns) {
    if (typeof pattern === "function" ? pattern(text) : pattern.test(text)) return byName.get(name);
  }
  return undefined;
}

/** "on all web servers", "on the whole cluster": the question wants the parallel syntax. */
export function parallelTarget(text: string): { threads: number; cluster: string } | undefined {
  const match = text.match(
    /\b(all|every|each|whole|entire|many)\b(?: (?:the|my|our|of))*(?: (\w+))? (nodes?|servers?|machines?|hosts?|box(?:es)?|vms?|instances?|cluster|clusters|fleet)\b/,
  );
  // "On the web servers", "our db boxes": a group of machines named by a cluster's name.
  // "the 3 web boxes": a count before the name says how many there are, not the name.
  const group =
    /\b(?:the|our|my)(?: (?:\d{1,4}|two|three|four|five|six|ten))? (\w+) (?:nodes|servers|machines|hosts|boxes|vms)\b/.exec(
      text,
    )?.[1];
  const plural = group && !notClusterNames.has(group) && !/^\d+$/.test(group) ? group : undefined;
  const named = text.match(/\b(?:cluster|group) (?:called |named )?["']?(\w+)/);
  if (
    !match &&
    !plural &&
    !/\bin parallel\b|\bparallel\b/.test(text) &&
    !(threadsAsked(text) && /\bcluster\b/.test(text))
  )
    return undefined;
  // "the web cluster" names it before the word; "cluster five at a time" does not name it.
  const before = text.match(/\b(?:the|my|our) (\w+) (?:cluster|group)\b/);
  const after =
    named?.[1] && countOf(named[1]) === undefined && !/^\d+$/.test(named[1]) ? named[1] : undefined;
  const candidate = before?.[1] ?? after ?? plural ?? match?.[2];
  // "Every machine" with no name: the docs' cluster of every node, `all`.
  const everyMachine = match !== null && /^(all|every|each)$/.test(match[1] ?? "") ? "all" : "web";
  const cluster =
    candidate && !/^(of|the|my|our|a)$/.test(candidate) && !notClusterNames.has(candidate)
      ? candidate
      : everyMachine;
  return { threads: threadsAsked(text) ?? 3, cluster };
}

/** Words before "servers" or "nodes" that describe machines rather than name a cluster. */
const notClusterNames = new Set(
  "managed remote linux windows macos other new old aws ec2 own same both two three four five several many some those these all control".split(
    " ",
  ),
);

/** "five at a time", "10 at once": how many nodes the question wants busy together. */
function threadsAsked(text: string): number | undefined {
  const match = text.match(
    /\b(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten) (nodes? |servers? |machines? |hosts? )?(at a time|at once|in parallel|concurrently)\b/,
  );
  if (!match?.[1]) return undefined;
  const n = countOf(match[1]);
  return n && n > 0 ? n : undefined;
}
