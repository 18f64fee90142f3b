import type { Passage } from "./corpus.ts";
import { isHowTo } from "./fact-answer.ts";
import { type Block, blockMarkdown, blocksOf, blockText, sentencesOf } from "./markdown.ts";
import type { Operation } from "./operations.ts";
import { type Reply, reply } from "./reply.ts";
import { contentWords, words } from "./words.ts";

const parallelSource = {
  title: "Universal Shell: Parallel Processing",
  url: "/universal-shell/parallel-processing",
};

const lowerFirst = (text: string) =>
  /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
const code = (name: string) => `\`${name}\``;
const stem = (word: string) => word.slice(0, 5);

/** How many of the question's words (compared by their first letters) a text holds. */
function overlap(text: string, question: ReadonlySet<string>): number {
  const seen = new Set(words(text).map(stem));
  let n = 0;
  for (const w of question) if (seen.has(w)) n += 1;
  return n;
}

/** An operation: what it does, its arguments and result, then a copyable example. */
export function operationAnswer(
  op: Operation,
  question: string,
  parallel?: { threads: number; cluster: string },
): Reply {
  const asked = new Set(words(question));
  const what = lowerFirst(op.description);
  const lead =
    op.kind === "shell"
      ? `Use ${code(op.name)}: it ${what}`
      : op.kind === "method"
        ? `Call ${code(op.name)} on ${op.title.startsWith("AwsInfraBuilder") ? "an AwsInfraBuilder" : "a ControlNode (or an AwsControlNode)"}: it ${what}`
        : `Add a ${code(op.name)} action to the actions file of the AWS Infrastructure Builder: it ${what}`;
  const argNames = op.args.map((a) => `${code(a.name)}${a.optional ? " (optional)" : ""}`);
  const argLine =
    op.args.length === 0
      ? "It takes no arguments"
      : `${op.kind === "action" ? "Its fields" : "It takes"}: ${argNames.join(", ")}`;
  // The description of an argument the question names ("what does build(dry_run=True) do?").
  const argDetails = op.args
    .filter((a) => asked.has(a.name) && a.name !== "name")
    .map((a) => `${code(a.name)}: ${a.description}`);
  const result = op.returns ? `Its result${op.kind === "shell" ? "'s data" : ""}: ${op.returns}` : "";
  const details = [`${argLine}.`, ...argDetails.map((d) => (d.endsWith(".") ? d : `${d}.`)), result]
    .filter(Boolean)
    .join(" ");

  const parts = [lead, details];
  let example = op.example;
  if (example && parallel && op.kind === "shell") {
    const target = `${parallel.threads}@${parallel.cluster}`;
    example = { ...example, code: example.code.replace(/^\S+/, target) };
    parts.push(
      `To run it on every node of a cluster, write the target as \`{num_threads}@{cluster}\`: ${code(target)} runs it on the ${code(parallel.cluster)} cluster, ${parallel.threads} nodes at a time.`,
    );
  }
  if (example) parts.push(`\`\`\`${example.lang}\n${example.code}\n\`\`\``);
  return reply(parts, [{ title: op.title, url: op.url }, ...(parallel ? [parallelSource] : [])]);
}

/** A documentation section: the sentences that answer, then its most useful block. */
export function docAnswer(passage: Passage, question: string, related: readonly Passage[]): Reply {
  const asked = new Set(contentWords(question).map(stem));
  const blocks = blocksOf(passage.markdown ?? "");
  const sentences = blocks.flatMap((block, blockIndex) =>
    block.kind === "paragraph"
      ? sentencesOf(block.text).map((sentence, index) => ({ sentence, blockIndex, index }))
      : [],
  );
  const ranked = sentences
    .map((s, order) => ({ ...s, order, score: overlap(s.sentence, asked) }))
    .sort((a, b) => b.score - a.score || a.order - b.order);
  const best = ranked[0];
  let lead: string;
  let after = -1;
  if (best) {
    const next = sentences.find((s) => s.blockIndex === best.blockIndex && s.index === best.index + 1);
    const pair = [
      best.sentence,
      ...(next && best.sentence.length + next.sentence.length < 320 ? [next.sentence] : []),
    ];
    lead = pair.join(" ");
    after = best.blockIndex;
  } else {
    const heading = passage.title.replace(/^[^:]+:\s*/, "");
    lead = `Here is what the documentation says under “${heading}”:`;
  }
  // The most useful piece: the code block, table or list that shares the most with the question,
  // the first one after the answering sentence when several tie.
  const pieces = blocks
    .map((block, index) => ({ block, index }))
    .filter(
      (p): p is { block: Exclude<Block, { kind: "paragraph" }>; index: number } =>
        p.block.kind !== "paragraph",
    );
  const piece = pieces
    .map((p) => ({ ...p, score: overlap(blockText(p.block), asked) * 2 + (p.index > after ? 1 : 0) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)[0];
  // A step's code keeps the short sentence after it that says what to do with it (decision 125):
  // "Save it as `/etc/systemd/…` and run `systemctl enable …`".
  const following = piece?.block.kind === "code" ? blocks[piece.index + 1] : undefined;
  const completes =
    following?.kind === "paragraph" &&
    following.text.length <= 300 &&
    /`[^`]+`/.test(following.text) &&
    !lead.includes(following.text.slice(0, 60));
  // A how-to section that opens with its commands, under its heading alone ("Find and stop a
  // runaway process"): those steps come first, whatever block matched the question best (decision 125).
  const opening =
    blocks[0]?.kind === "code" && piece?.index !== 0 && isHowTo(question) ? blocks[0] : undefined;
  const parts = [
    ...(opening ? [blockMarkdown(opening)] : []),
    lead,
    ...(piece ? [blockMarkdown(piece.block)] : []),
    ...(completes && following.kind === "paragraph" ? [following.text] : []),
  ];
  return reply(
    parts,
    [passage, ...related].map((p) => ({ title: p.title, url: p.url })),
  );
}

/** A FAQ item or a product page: its own words. */
export function pageAnswer(passage: Passage, related: readonly Passage[]): Reply {
  const text = passage.answer ?? passage.text;
  return reply(
    [text],
    [passage, ...related].map((p) => ({ title: p.title, url: p.url })),
  );
}
