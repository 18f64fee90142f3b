/**
 * Checks the documentation's examples against the catalogues: every operation, class, method,
 * command-line flag, credentials file and actions file used in a code block must be
 * documented, with documented argument names and every required argument. Returns the
 * problems found (none for consistent documentation).
 */

import { findInfraAction } from "./docs/infra-actions.ts";
import { findShellCommand } from "./docs/shell-commands.ts";
import { findShellTool, shellTools } from "./docs/shell-tools.ts";
import {
  type CodeBlock,
  parseShellLine,
  pythonCalls,
  pythonCommandLines,
  pythonImports,
  pythonStrings,
  shellBlockLines,
} from "./docs-code-blocks.ts";

const singleTarget = /^[\w.-]+@[\w.-]+:\d+$/;
const awsTarget = /^[\w.-]+@(i-[0-9a-f]+|\{instance_id\})\.(pub_ipv4|priv_ipv4):\d+$/;
const parallelTarget = /^(\d+)@([\w-]+)$/;
const placeholder = /\{[\w.]+\}/;
const pythonBuiltins = new Set(["print"]);
const credentialsNodeKeys = ["port", "user", "priv_key_path"];
const awsBuilderCredentialKeys = ["aws_access_key_id", "aws_secret_access_key", "region"];

interface Known {
  nodes: Set<string>;
  instances: Set<string>;
  clusters: Set<string>;
}

function missingRequired(args: readonly { name: string; optional?: boolean }[], given: string[]): string[] {
  return args.filter((arg) => !arg.optional && !given.includes(arg.name)).map((arg) => arg.name);
}

function checkTarget(target: string, known: Known): string | undefined {
  const parallel = parallelTarget.exec(target);
  if (parallel) {
    if (Number(parallel[1]) < 1) return `num_threads must be 1 or more in "${target}"`;
    return known.clusters.has(parallel[2] as string)
      ? undefined
      : `cluster of "${target}" is in no credentials example`;
  }
  const aws = awsTarget.exec(target);
  if (aws) {
    const id = aws[1] as string;
    return id === "{instance_id}" || known.instances.has(id)
      ? undefined
      : `instance of "${target}" is in no credentials example`;
  }
  if (singleTarget.test(target)) {
    return known.nodes.has(target) ? undefined : `node "${target}" is in no credentials example`;
  }
  return `"${target}" is not a target (user@host:port, {num_threads}@{cluster} or the AWS node syntax)`;
}

export function checkShellLine(line: string, known: Known): string[] {
  const parsed = parseShellLine(line);
  if (!parsed) return [`not an operation line: ${line}`];
  const problems: string[] = [];
  const targetProblem = checkTarget(parsed.target, known);
  if (targetProblem) problems.push(targetProblem);
  const command = findShellCommand(parsed.operation);
  if (!command) return [...problems, `undocumented operation "${parsed.operation}"`];
  const given = parsed.args.map((arg) => arg.name);
  for (const arg of parsed.args) {
    const index = command.argNames.indexOf(arg.name);
    if (index === -1) problems.push(`${command.name} has no argument "${arg.name}"`);
    else if (command.argTypes[index] === "int" && !/^\d+$/.test(arg.value) && !placeholder.test(arg.value)) {
      problems.push(`${command.name} ${arg.name} must be a whole number, not "${arg.value}"`);
    }
  }
  if (new Set(given).size !== given.length) problems.push(`${command.name} repeats an argument`);
  for (const name of missingRequired(command.args, given)) problems.push(`${command.name} misses "${name}"`);
  if (parsed.stray.length > 0)
    problems.push(`${command.name}: "${parsed.stray.join(" ")}" is not name=value`);
  return problems;
}

function checkPython(code: string, known: Known): string[] {
  const problems: string[] = [];
  for (const { module, names } of pythonImports(code)) {
    for (const name of names) {
      if (findShellTool(name)?.module !== module)
        problems.push(`"from ${module} import ${name}" is not documented`);
    }
  }
  for (const text of pythonStrings(code)) {
    if (/^\S+@\S+\s+\w+/.test(text)) problems.push(...checkShellLine(text, known));
  }
  for (const call of pythonCalls(code)) {
    let args: readonly { name: string; optional?: boolean }[] | undefined;
    if (call.isMethod) {
      args = shellTools.flatMap((tool) => tool.methods).find((method) => method.name === call.name)?.args;
      if (!args) problems.push(`undocumented method "${call.name}"`);
    } else if (/^[A-Z]/.test(call.name)) {
      args = findShellTool(call.name)?.constructorArgs;
      if (!args) problems.push(`undocumented class "${call.name}"`);
    } else if (!pythonBuiltins.has(call.name)) {
      problems.push(`undocumented function "${call.name}"`);
    }
    if (!args) continue;
    if (call.positionalArgs.length > 0) problems.push(`${call.name}: pass arguments by name`);
    for (const name of call.keywordArgs) {
      if (!args.some((arg) => arg.name === name)) problems.push(`${call.name} has no argument "${name}"`);
    }
    for (const name of missingRequired(args, call.keywordArgs))
      problems.push(`${call.name} misses "${name}"`);
  }
  return problems;
}

function checkCommandLines(code: string): string[] {
  return pythonCommandLines(code).flatMap(({ module, flags }) => {
    const tool = shellTools.find((candidate) => candidate.commandLine.module === module);
    if (!tool) return [`undocumented program "python -m ${module}"`];
    const method = tool.methods.find((candidate) => candidate.name === tool.commandLine.method);
    const args = [...tool.constructorArgs, ...(method?.args ?? [])];
    const names = flags.map((flag) => flag.name);
    return [
      ...names
        .filter((name) => !args.some((arg) => arg.name === name))
        .map((name) => `${module} has no flag --${name}`),
      ...missingRequired(args, names).map((name) => `${module} misses --${name}`),
    ];
  });
}

function checkJson(value: unknown): string[] {
  if (typeof value !== "object" || value === null) return ["a JSON example must be an object"];
  const record = value as Record<string, unknown>;
  const problems: string[] = [];
  if ("nodes" in record) {
    for (const node of record.nodes as Record<string, unknown>[]) {
      const keys = Object.keys(node);
      const address = keys.filter((key) => key === "host" || key === "instance_id");
      if (address.length !== 1)
        problems.push(`a node needs exactly one of host or instance_id: ${JSON.stringify(node)}`);
      const expected = [...address, ...credentialsNodeKeys].sort();
      if (JSON.stringify(keys.sort()) !== JSON.stringify(expected))
        problems.push(`node keys ${keys.join(", ")}`);
    }
  } else if ("actions" in record) {
    for (const action of record.actions as Record<string, unknown>[]) {
      const doc = findInfraAction(String(action.action));
      if (!doc) {
        problems.push(`undocumented action "${String(action.action)}"`);
        continue;
      }
      const fields = Object.keys(action).filter((key) => key !== "action");
      for (const field of fields) {
        if (!doc.fields.some((candidate) => candidate.name === field))
          problems.push(`${doc.action} has no field "${field}"`);
      }
      for (const name of missingRequired(doc.fields, fields)) problems.push(`${doc.action} misses "${name}"`);
    }
  } else if (JSON.stringify(Object.keys(record).sort()) !== JSON.stringify(awsBuilderCredentialKeys)) {
    problems.push(`unknown JSON example with keys ${Object.keys(record).join(", ")}`);
  }
  return problems;
}

/** The nodes and clusters of every credentials example, which shell lines may refer to. */
export function collectKnownTargets(blocks: readonly CodeBlock[]): Known & { problems: string[] } {
  const known: Known = { nodes: new Set(), instances: new Set(), clusters: new Set() };
  const credentials: { clusters?: Record<string, string[]> }[] = [];
  for (const block of blocks.filter((candidate) => candidate.lang === "json")) {
    const value = JSON.parse(block.code) as { nodes?: Record<string, string | number>[] };
    if (!value.nodes) continue;
    credentials.push(value as { clusters?: Record<string, string[]> });
    for (const node of value.nodes) {
      if (node.instance_id) {
        known.instances.add(String(node.instance_id));
        for (const kind of ["pub_ipv4", "priv_ipv4"])
          known.nodes.add(`${node.user}@${node.instance_id}.${kind}:${node.port}`);
      } else known.nodes.add(`${node.user}@${node.host}:${node.port}`);
    }
  }
  const problems: string[] = [];
  for (const file of credentials) {
    for (const [name, members] of Object.entries(file.clusters ?? {})) {
      known.clusters.add(name);
      for (const member of members)
        if (!known.nodes.has(member)) problems.push(`cluster ${name}: unknown node ${member}`);
    }
  }
  return { ...known, problems };
}

export function checkDocExamples(blocks: readonly CodeBlock[]): string[] {
  const known = collectKnownTargets(blocks);
  const problems = [...known.problems];
  for (const block of blocks) {
    const found: string[] = [];
    if (block.lang === "ushell")
      for (const line of shellBlockLines(block.code)) found.push(...checkShellLine(line, known));
    else if (block.lang === "python") found.push(...checkPython(block.code, known));
    else if (block.lang === "json") found.push(...checkJson(JSON.parse(block.code)));
    if (block.lang === "bash" || block.lang === "ini") found.push(...checkCommandLines(block.code));
    problems.push(...found.map((problem) => `${block.source} (${block.lang}): ${problem}`));
  }
  return problems;
}
