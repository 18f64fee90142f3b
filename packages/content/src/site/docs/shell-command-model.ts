/**
 * The shape of an entry of the shell command catalogue (shell-commands.ts): the fields of the
 * spec's "shell API function documentation" (docs/product/requirements.md §3), and the helpers that
 * derive argNames, argTypes and optionalArgs from one list of arguments.
 */

export type ShellCommandCategory = "commands" | "services" | "processes" | "transfers" | "files";

export interface ShellArg {
  name: string;
  type: "str" | "int";
  optional?: boolean;
  description: string;
}

export interface ShellCommandDoc {
  name: string;
  category: ShellCommandCategory;
  argNames: readonly string[];
  argTypes: readonly string[];
  /** The arguments that may be left out (a subset of argNames). */
  optionalArgs: readonly string[];
  args: readonly ShellArg[];
  /** Every operation answers with a dictionary (see the result envelope on the API overview). */
  returnType: "dict";
  /** The keys of the envelope's "data" dictionary. */
  returns: string;
  description: string;
  /** One line of shell syntax: target, operation, named arguments. */
  example: string;
}

export const shellCommandCategories: readonly { id: ShellCommandCategory; title: string; intro: string }[] = [
  {
    id: "commands",
    title: "Commands, scripts and reboots",
    intro: "Run shell commands and scripts on a node, or restart the machine and wait for it.",
  },
  {
    id: "services",
    title: "Services",
    intro:
      "Create and control long-running services. On Linux a service is a systemd unit, on macOS a " +
      "launchd job and on Windows a Windows service; the operations are the same everywhere.",
  },
  {
    id: "processes",
    title: "Processes",
    intro: "Inspect, start and stop individual processes on a node.",
  },
  {
    id: "transfers",
    title: "File transfer",
    intro:
      "Copy between the control machine (local_path) and a managed node (remote_path). " +
      "`remote_copy_*` sends to the node, `local_copy_*` fetches from it.",
  },
  {
    id: "files",
    title: "Files and directories",
    intro: "Create, copy, move, list and remove files and directories on the node itself.",
  },
];

export function arg(name: string, type: ShellArg["type"], description: string, optional = false): ShellArg {
  return optional ? { name, type, description, optional } : { name, type, description };
}

export function command(
  name: string,
  category: ShellCommandCategory,
  args: readonly ShellArg[],
  doc: { description: string; returns: string; example: string },
): ShellCommandDoc {
  return {
    name,
    category,
    argNames: args.map((a) => a.name),
    argTypes: args.map((a) => a.type),
    optionalArgs: args.filter((a) => a.optional).map((a) => a.name),
    args,
    returnType: "dict",
    ...doc,
  };
}
