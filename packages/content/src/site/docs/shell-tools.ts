/**
 * The documented programs and Python classes (docs/product/requirements.md §7): ControlNode,
 * ManagedNode, AwsControlNode and AwsInfraBuilder. Like the operation catalogue, this is the
 * single source of their reference entries and of the example consistency check.
 */

export type ShellToolName = "ControlNode" | "ManagedNode" | "AwsControlNode" | "AwsInfraBuilder";

export interface ToolArg {
  name: string;
  type: string;
  optional?: boolean;
  description: string;
}

export interface ToolMethod {
  name: string;
  args: readonly ToolArg[];
  returnType: "dict";
  returns: string;
  description: string;
}

export interface ShellToolDoc {
  name: ShellToolName;
  /** Python module to import the class from. */
  module: string;
  /** `python -m <module>` starts the program; its flags are the constructor arguments. */
  commandLine: { module: string; description: string; method?: string };
  description: string;
  constructorArgs: readonly ToolArg[];
  methods: readonly ToolMethod[];
  /** The class whose methods this one has as well. */
  extends?: ShellToolName;
  usage: { lang: "python" | "bash"; code: string };
}

const credentialsPath: ToolArg = {
  name: "credentials_path",
  type: "str",
  optional: true,
  description: "Path of the credentials file (nodes and clusters). Default `~/.ushell/credentials.json`.",
};

const controlNodeMethods: readonly ToolMethod[] = [
  {
    name: "run_workflow",
    args: [
      {
        name: "workflow",
        type: "list[str]",
        description: "Operations in shell syntax, run in order. A failed line stops the run.",
      },
      {
        name: "schedule",
        type: "dict",
        optional: true,
        description:
          'When to run: `{"type": "once"}`, `{"type": "explicit", "timestamps": [...]}` or `{"type": "recurring", "start": ..., "period": seconds}`. Runs once, now, when left out.',
      },
    ],
    returnType: "dict",
    returns:
      "`workflow_id`, `ok` (every run succeeded), `runs`: a list of `{started_at, ok, results}` with one result envelope per line.",
    description:
      "Runs a workflow now or on a schedule. With a schedule the call waits for each run time; for a recurring schedule it keeps running until the process is stopped.",
  },
  {
    name: "print_schedule",
    args: [
      { name: "schedule", type: "dict", description: "A schedule, in the same form as for run_workflow." },
      {
        name: "count",
        type: "int",
        optional: true,
        description: "How many upcoming runs to list. Default 10.",
      },
    ],
    returnType: "dict",
    returns: "`runs`: the upcoming run times as ISO 8601 UTC timestamps.",
    description: "Prints the next run times of a schedule, so you can check it before you use it.",
  },
  {
    name: "gen_key_pair",
    args: [
      { name: "key_name", type: "str", description: "File name of the new key, for example `ops`." },
      {
        name: "key_dir",
        type: "str",
        optional: true,
        description: "Directory for the key files. Default `~/.ushell/keys`.",
      },
    ],
    returnType: "dict",
    returns: "`private_key_path`, `public_key_path`, `fingerprint`.",
    description:
      "Creates an Ed25519 key pair for signing requests to managed nodes. The private key file is readable by its owner only.",
  },
];

export const shellTools: readonly ShellToolDoc[] = [
  {
    name: "ControlNode",
    module: "universal_shell",
    commandLine: {
      module: "universal_shell",
      description: "Opens the interactive Universal Shell: type one operation per line.",
    },
    description:
      "The machine you work from. It reads the credentials file, signs every request with the node's key, runs operations one by one or in parallel, and runs workflows on schedules.",
    constructorArgs: [credentialsPath],
    usage: {
      lang: "python",
      code: [
        "from universal_shell import ControlNode",
        "",
        'control = ControlNode(credentials_path="~/.ushell/credentials.json")',
        "control.run_workflow(workflow=[\"3@web status_service service_name='nginx'\"])",
      ].join("\n"),
    },
    methods: controlNodeMethods,
  },
  {
    name: "ManagedNode",
    module: "universal_shell",
    commandLine: {
      module: "universal_shell.managed_node",
      description: "Starts the agent in the foreground; run it as a system service.",
    },
    description:
      "The agent on every machine you manage. It accepts signed requests from control nodes whose public keys are authorized, and runs each operation as the requested user.",
    constructorArgs: [
      {
        name: "host",
        type: "str",
        description: "Address to listen on, for example `0.0.0.0` for every interface.",
      },
      { name: "port", type: "int", description: "TCP port to listen on; the examples use `8000`." },
      {
        name: "work_dir",
        type: "str",
        description: "Directory for uploaded scripts, process logs and the node's TLS certificate.",
      },
      {
        name: "authorized_keys_dir",
        type: "str",
        description:
          "Directory with one file per user name, listing the public keys allowed to act as that user.",
      },
    ],
    usage: {
      lang: "bash",
      code: "python3 -m universal_shell.managed_node --host 0.0.0.0 --port 8000 --work_dir /var/lib/ushell --authorized_keys_dir /etc/ushell/authorized_keys",
    },
    methods: [],
  },
  {
    name: "AwsControlNode",
    module: "universal_shell.aws",
    commandLine: {
      module: "universal_shell.aws",
      description: "Opens the interactive shell with AWS node syntax.",
    },
    description:
      "A ControlNode that also understands EC2 instances: nodes may name an `instance_id`, and targets may be written `user@{instance_id}.(pub_ipv4|priv_ipv4):port`. Addresses are looked up when an operation runs.",
    constructorArgs: [
      credentialsPath,
      {
        name: "region",
        type: "str",
        optional: true,
        description: "AWS region of the instances. Default: the region of your AWS configuration.",
      },
    ],
    usage: {
      lang: "python",
      code: [
        "from universal_shell.aws import AwsControlNode",
        "",
        'control = AwsControlNode(credentials_path="~/.ushell/aws-credentials.json", region="eu-west-1")',
        "control.run_workflow(workflow=[\"ubuntu@i-0a1b2c3d4e5f67890.priv_ipv4:8000 run_cmd command='uptime'\"])",
      ].join("\n"),
    },
    methods: controlNodeMethods,
    extends: "ControlNode",
  },
  {
    name: "AwsInfraBuilder",
    module: "universal_shell.aws",
    commandLine: {
      module: "universal_shell.aws.infra_builder",
      description: "Runs build() with the given files.",
      method: "build",
    },
    description:
      "Builds AWS infrastructure from a JSON file of actions, in order. Every resource is tagged with its action name, so running the same file again reuses what exists.",
    constructorArgs: [
      {
        name: "credentials_path",
        type: "str",
        description:
          "Path of the AWS credentials file: `aws_access_key_id`, `aws_secret_access_key`, `region`.",
      },
      { name: "actions_path", type: "str", description: "Path of the actions JSON file." },
    ],
    usage: {
      lang: "python",
      code: [
        "from universal_shell.aws import AwsInfraBuilder",
        "",
        'builder = AwsInfraBuilder(credentials_path="~/.ushell/aws-builder.json", actions_path="infra/actions.json")',
        "result = builder.build(dry_run=True)",
      ].join("\n"),
    },
    methods: [
      {
        name: "build",
        args: [
          {
            name: "dry_run",
            type: "bool",
            optional: true,
            description:
              "Check the actions and print what would change without changing anything. Default false.",
          },
        ],
        returnType: "dict",
        returns:
          "`ok`, `resources` (action name → AWS resource id), `actions`: a list of `{action, name, status}` where status is `created`, `existing` or `planned`.",
        description: "Runs every action of the actions file in order and stops at the first failure.",
      },
    ],
  },
];

export function findShellTool(name: string): ShellToolDoc | undefined {
  return shellTools.find((tool) => tool.name === name);
}
