import { type InfraActionDoc, infraActions } from "@site/content/site/docs/infra-actions";
import { type ShellCommandDoc, shellCommands } from "@site/content/site/docs/shell-commands";
import { findShellTool, type ToolMethod } from "@site/content/site/docs/shell-tools";
import { readAllDocSources } from "@site/content/site/docs-sources";

/** What an operation does, in the words people ask with (see understand.ts). */
export type Verb =
  | "run"
  | "start"
  | "stop"
  | "restart"
  | "status"
  | "upkeep"
  | "delete"
  | "create"
  | "list"
  | "search"
  | "kill"
  | "details"
  | "upload"
  | "download"
  | "copy"
  | "move"
  | "generate"
  | "schedule";
export type Thing =
  | "service"
  | "process"
  | "file"
  | "dir"
  | "command"
  | "script"
  | "machine"
  | "key"
  | "workflow";

/** One documented operation: a shell operation, a ControlNode method, the builder or an actions-file action. */
export interface Operation {
  name: string;
  kind: "shell" | "method" | "action";
  /** The verb and the thing it acts on, when people ask for it that way. */
  slots: { verb: Verb; thing: Thing }[];
  title: string;
  url: string;
  description: string;
  /** Arguments (or fields), the optional ones marked. */
  args: { name: string; optional: boolean; description: string }[];
  returns?: string;
  /** A copyable example in a language of the docs' code blocks. */
  example?: { lang: string; code: string };
  /** Words for the search index besides the description. */
  keywords: string;
}

const serviceVerbs: Record<string, Verb> = {
  start_service: "start",
  stop_service: "stop",
  restart_service: "restart",
  status_service: "status",
  upkeep_service: "upkeep",
  delete_service: "delete",
  create_service: "create",
  list_services: "list",
};
const shellSlots: Record<string, { verb: Verb; thing: Thing }[]> = {
  run_cmd: [{ verb: "run", thing: "command" }],
  run_script: [{ verb: "run", thing: "script" }],
  reboot: [
    { verb: "restart", thing: "machine" },
    { verb: "stop", thing: "machine" },
  ],
  list_processes: [{ verb: "list", thing: "process" }],
  search_processes: [{ verb: "search", thing: "process" }],
  start_process: [
    { verb: "start", thing: "process" },
    { verb: "run", thing: "process" },
  ],
  select_process: [{ verb: "details", thing: "process" }],
  kill_process: [
    { verb: "kill", thing: "process" },
    { verb: "stop", thing: "process" },
  ],
  remote_copy_file: [{ verb: "upload", thing: "file" }],
  remote_copy_dir: [{ verb: "upload", thing: "dir" }],
  local_copy_file: [{ verb: "download", thing: "file" }],
  local_copy_dir: [{ verb: "download", thing: "dir" }],
  list_dir: [
    { verb: "list", thing: "dir" },
    { verb: "list", thing: "file" },
  ],
  mk_file: [{ verb: "create", thing: "file" }],
  mk_dir: [{ verb: "create", thing: "dir" }],
  copy_file: [{ verb: "copy", thing: "file" }],
  copy_dir: [{ verb: "copy", thing: "dir" }],
  mv_file: [{ verb: "move", thing: "file" }],
  mv_dir: [{ verb: "move", thing: "dir" }],
  rm_file: [{ verb: "delete", thing: "file" }],
  rm_dir: [{ verb: "delete", thing: "dir" }],
  ...Object.fromEntries(
    Object.entries(serviceVerbs).map(([name, verb]) => [name, [{ verb, thing: "service" as Thing }]]),
  ),
};

/** Extra words people use for an operation that its description does not hold. */
const extraKeywords: Record<string, string> = {
  run_cmd: "execute shell command",
  run_script: "execute script upload",
  reboot: "restart machine server wait back",
  kill_process: "terminate stuck",
  start_process: "background detached long running",
  select_process: "details pid",
  remote_copy_file: "upload push send",
  remote_copy_dir: "upload push send folder",
  local_copy_file: "download fetch",
  local_copy_dir: "download fetch folder",
  list_dir: "folder contents",
  mk_dir: "folder",
  rm_dir: "folder delete",
  rm_file: "delete",
  mv_file: "rename",
  copy_dir: "folder",
  mv_dir: "folder",
  create_onboot_service: "boot startup automatically",
  gen_key_pair: "ssh key generate create keypair",
  run_workflow: "workflow list operations order",
  print_schedule: "schedule next run times check",
  build: "dry_run dry run preview plan infrastructure changes",
  create_vpc: "vpc network aws",
  create_subnet: "subnet availability zone",
  create_internet_gateway: "internet gateway access",
  create_route_table: "route routing table subnets",
  create_security_group: "firewall port security group ingress",
  import_key_pair: "ssh public key ec2 existing",
  launch_instances: "ec2 instances servers launch",
  allocate_elastic_ip: "elastic fixed static public ip address",
};

const apiOverview = "/universal-shell/api-overview";
const builderPage = "/aws-infra-builder/introduction";

/** The docs' code blocks, to find an example that calls a method or uses an action. */
function docCodeBlocks(): { lang: string; code: string }[] {
  return readAllDocSources().flatMap((source) =>
    [...source.markdown.matchAll(/^```(\w*)\n([\s\S]*?)\n```$/gm)].map((m) => ({
      lang: m[1] ?? "",
      code: m[2] ?? "",
    })),
  );
}

/** The JSON object of an actions-file example that uses `action`, as it stands in the docs. */
function actionExample(blocks: { lang: string; code: string }[], action: string): string | undefined {
  for (const block of blocks.filter((b) => b.lang === "json")) {
    const at = block.code.indexOf(`"action": "${action}"`);
    if (at < 0) continue;
    const start = block.code.lastIndexOf("{", at);
    let depth = 0;
    for (let i = start; i < block.code.length; i++) {
      const c = block.code[i];
      if (c === "{") depth += 1;
      if (c === "}") depth -= 1;
      if (depth === 0) {
        const lines = block.code.slice(start, i + 1).split("\n");
        const indent = Math.min(...lines.slice(1).map((l) => l.match(/^ */)?.[0].length ?? 0));
        return [lines[0], ...lines.slice(1).map((l) => l.slice(Math.max(0, indent - 2)))].join("\n");
      }
    }
  }
  return undefined;
}

function shellOperation(command: ShellCommandDoc): Operation {
  return {
    name: command.name,
    kind: "shell",
    slots: shellSlots[command.name] ?? [],
    title: `Universal Shell: ${command.name}`,
    url: `${apiOverview}#${command.name}`,
    description: command.description,
    args: command.args.map((a) => ({
      name: a.name,
      optional: a.optional === true,
      description: a.description,
    })),
    returns: command.returns,
    example: { lang: "ushell", code: command.example },
    keywords: `${command.name.replace(/_/g, " ")} ${extraKeywords[command.name] ?? ""}`,
  };
}

function methodOperation(
  method: ToolMethod,
  owner: string,
  url: string,
  slots: Operation["slots"],
  blocks: { lang: string; code: string }[],
): Operation {
  const call = `${method.name}(`;
  const block = blocks.find((b) => b.lang === "python" && b.code.includes(call));
  return {
    name: method.name,
    kind: "method",
    slots,
    title: `${owner}: ${method.name}`,
    url,
    description: method.description,
    args: method.args.map((a) => ({
      name: a.name,
      optional: a.optional === true,
      description: a.description,
    })),
    returns: method.returns,
    ...(block ? { example: { lang: "python", code: block.code } } : {}),
    keywords: `${method.name.replace(/_/g, " ")} ${owner} ${extraKeywords[method.name] ?? ""}`,
  };
}

function actionOperation(action: InfraActionDoc, blocks: { lang: string; code: string }[]): Operation {
  const example = actionExample(blocks, action.action);
  return {
    name: action.action,
    kind: "action",
    slots: [],
    title: `AWS Infrastructure Builder: ${action.action}`,
    url: `${builderPage}#${action.action}`,
    description: action.description,
    args: action.fields.map((f) => ({
      name: f.name,
      optional: f.optional === true,
      description: f.description,
    })),
    ...(example ? { example: { lang: "json", code: example } } : {}),
    keywords: `${action.action.replace(/_/g, " ")} ${extraKeywords[action.action] ?? ""}`,
  };
}

/** Every documented operation, from the catalogues the documentation is generated from. */
export function buildOperations(): Operation[] {
  const blocks = docCodeBlocks();
  const control = findShellTool("ControlNode");
  const builder = findShellTool("AwsInfraBuilder");
  const methodSlots: Record<string, Operation["slots"]> = {
    gen_key_pair: [
      { verb: "generate", thing: "key" },
      { verb: "create", thing: "key" },
    ],
    run_workflow: [{ verb: "run", thing: "workflow" }],
    print_schedule: [{ verb: "schedule", thing: "workflow" }],
  };
  return [
    ...shellCommands.map(shellOperation),
    ...(control?.methods ?? []).map((m) =>
      methodOperation(m, "ControlNode", `${apiOverview}#${m.name}`, methodSlots[m.name] ?? [], blocks),
    ),
    ...(builder?.methods ?? []).map((m) =>
      methodOperation(m, "AwsInfraBuilder", `${builderPage}#${m.name}`, [], blocks),
    ),
    ...infraActions.map((a) => actionOperation(a, blocks)),
  ];
}
