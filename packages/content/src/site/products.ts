/** Copy of /products and of the three product landing pages (AWS, LLM, data warehousing). */
import type { MarketingLink } from "./links.ts";

export interface Highlight {
  title: string;
  body: string;
}

export interface ProductStep {
  title: string;
  body: string;
}

export interface ProductConnection {
  name: string;
  detail: string;
}

/** A worked example shown as code on a product page. */
export interface ProductExample {
  heading: string;
  intro: string;
  /** The label above the code, e.g. "infra/actions.json". */
  label: string;
  /** The language of the code, for its label and copy button. */
  lang: string;
  code: string;
  outcome: string;
}

/**
 * The page's diagram: its accessible name and description, and the words drawn inside it (each
 * diagram has its own; the web app draws them as inline SVG).
 */
export interface ProductVisual {
  title: string;
  description: string;
  labels: Readonly<Record<string, string>>;
}

export interface LandingPageCopy {
  eyebrow: string;
  lead: string;
  visual: ProductVisual;
  howItWorks: { heading: string; steps: readonly ProductStep[] };
  connects: { heading: string; intro: string; items: readonly ProductConnection[] };
  example: ProductExample;
  highlightsHeading: string;
  highlights: readonly Highlight[];
  /** The page's button to the documentation or the Universal Shell. */
  primary: MarketingLink;
  secondary: MarketingLink;
  closing: string;
}

export interface ProductSummary {
  id: string;
  name: string;
  summary: string;
  link: MarketingLink;
}

export const productsCopy = {
  intro: "Automation software for infrastructure and DevOps teams: pick the product that fits your work.",
  items: [
    {
      id: "systems-controller",
      name: "Systems Controller",
      summary:
        "CI/CD automation, job scheduling, observability, configuration management and automated deployment.",
      link: { label: "Explore the Systems Controller", target: "systemsController" },
    },
    {
      id: "infrastructure-manager",
      name: "Infrastructure Manager for AWS",
      summary: "Build, change and operate AWS infrastructure from versioned credentials and action files.",
      link: { label: "Explore the Infrastructure Manager for AWS", target: "infrastructureManagerAws" },
    },
    {
      id: "llm",
      name: "LLM Integrations",
      summary:
        "Let large language models draft workflows and explain job results, with your approval at every step.",
      link: { label: "Explore LLM Integrations", target: "llmIntegrations" },
    },
    {
      id: "data-warehousing",
      name: "Data Warehousing Integration",
      summary: "Schedule, run and watch the loads and transformations that feed your data warehouse.",
      link: { label: "Explore Data Warehousing Integration", target: "dataWarehousing" },
    },
    {
      id: "universal-shell",
      name: "Universal Shell",
      summary:
        "One command set for processes, services and files on every node, the foundation of every product.",
      link: { label: "Read the Universal Shell documentation", target: "universalShell" },
    },
  ],
  plans: { label: "Compare subscription plans", target: "purchase" },
} as const satisfies { intro: string; items: readonly ProductSummary[]; plans: MarketingLink };

export const infrastructureManagerCopy = {
  eyebrow: "Infrastructure as actions",
  lead:
    "Describe the AWS infrastructure you need in an actions file, point the Infrastructure Manager at your " +
    "credentials, and let it create, change and tear down resources the same way every time.",
  visual: {
    title: "How the Infrastructure Manager for AWS works",
    description:
      "An actions file goes to the Infrastructure Builder, which creates a VPC with subnets, a security group " +
      "and EC2 instances in your AWS account; the Systems Controller then reaches each instance by its id " +
      "through the AWS Extended Shell.",
    labels: {
      actions: "actions.json",
      builder: "Infrastructure Builder",
      region: "AWS account · eu-west-1",
      vpc: "VPC 10.20.0.0/16",
      subnetA: "subnet shop-a",
      subnetB: "subnet shop-b",
      instance: "EC2",
      shell: "AWS Extended Shell",
      controller: "Systems Controller",
    },
  },
  howItWorks: {
    heading: "How it works",
    steps: [
      {
        title: "Describe the infrastructure",
        body: "List the VPC, subnets, internet gateway, route tables, security groups, key pairs and instances in one actions file, in the order they are built. Actions refer to each other by name, never by AWS ids.",
      },
      {
        title: "Check it with a dry run",
        body: "The builder checks every reference and lists which resources it would create and which already exist, before anything changes.",
      },
      {
        title: "Build it",
        body: "The builder runs the actions in order and tags every resource with its action's name. Run it again and finished actions are reused, not duplicated.",
      },
      {
        title: "Operate the instances",
        body: "Address each instance by its id and public or private address with the AWS Extended Shell, and deploy and schedule on it with the Systems Controller.",
      },
    ],
  },
  connects: {
    heading: "What it connects to",
    intro: "One AWS account and region per credentials file; the same actions file works in any of them.",
    items: [
      { name: "Amazon VPC", detail: "VPCs, subnets, internet gateways and route tables." },
      {
        name: "Amazon EC2",
        detail: "Security groups, imported key pairs, instances and Elastic IP addresses.",
      },
      {
        name: "AWS IAM",
        detail: "An IAM user or role for the builder with only the EC2 permissions it needs.",
      },
      {
        name: "AWS Extended Shell",
        detail: "Reaches instances as user@{instance_id}.pub_ipv4 or priv_ipv4, no address lists to keep.",
      },
      {
        name: "Systems Controller",
        detail: "Deploys, schedules and watches the software on the instances you built.",
      },
    ],
  },
  example: {
    heading: "Example: a network and a web server",
    intro:
      "This actions file builds a VPC, a subnet and a security group for HTTPS, imports your key, then launches two instances in it.",
    label: "infra/actions.json",
    lang: "json",
    code: [
      "{",
      '  "actions": [',
      '    { "action": "create_vpc", "name": "shop", "cidr_block": "10.20.0.0/16" },',
      '    { "action": "create_subnet", "name": "shop-a", "vpc": "shop",',
      '      "cidr_block": "10.20.1.0/24", "availability_zone": "eu-west-1a" },',
      '    { "action": "create_security_group", "name": "web", "vpc": "shop",',
      '      "ingress": [{ "protocol": "tcp", "port": 443, "cidr_block": "0.0.0.0/0" }] },',
      '    { "action": "import_key_pair", "name": "ops", "public_key_path": "~/.ssh/ops.pub" },',
      '    { "action": "launch_instances", "name": "web", "subnet": "shop-a",',
      '      "image_id": "ami-0c1bc246476a5572b", "instance_type": "t3.small", "count": 2,',
      '      "key_pair": "ops", "security_groups": ["web"] }',
      "  ]",
      "}",
    ].join("\n"),
    outcome:
      "Run it twice and nothing is created twice: the second run finds the tagged resources and reuses them.",
  },
  highlightsHeading: "Why teams use it",
  highlights: [
    {
      title: "Repeatable environments",
      body: "The same actions file builds development, staging and production, so they never drift apart.",
    },
    {
      title: "Instances by id",
      body: "Reach any instance through the AWS Extended Shell by instance id and public or private address.",
    },
    {
      title: "One toolchain",
      body: "Provision with the Infrastructure Builder, then deploy and schedule with the Systems Controller.",
    },
  ],
  primary: { label: "Read the AWS Infrastructure Builder documentation", target: "awsInfraBuilder" },
  secondary: { label: "Read the AWS Extended Shell documentation", target: "universalShellAws" },
  closing: "Start from the examples in the documentation and adapt them to your account.",
} as const satisfies LandingPageCopy;

export const llmIntegrationsCopy = {
  eyebrow: "AI-assisted operations",
  lead:
    "Connect a large language model to your automation: describe a task in plain words, review the " +
    "workflow it drafts with the Universal Shell, and run it only when you approve.",
  visual: {
    title: "How LLM Integrations work",
    description:
      "A request in plain words goes to your language model, which drafts a workflow of Universal Shell " +
      "lines; a person reviews and approves it; only then does the Systems Controller run it, and the model " +
      "summarises the results.",
    labels: {
      request: "“Restart the web services on staging”",
      model: "Your language model",
      draft: "Drafted workflow",
      review: "You review and approve",
      controller: "Systems Controller runs it",
      summary: "Summary of the results",
    },
  },
  howItWorks: {
    heading: "How it works",
    steps: [
      {
        title: "Ask in plain words",
        body: "Describe the task, for example “restart the web services on the staging cluster”, in the chat of the Systems Controller.",
      },
      {
        title: "The model drafts a workflow",
        body: "The language model answers with Universal Shell lines: a target, an operation and its arguments by name, nothing hidden.",
      },
      {
        title: "You review and approve",
        body: "Every line is shown before it runs. Change it, reject it or approve it; nothing runs without your approval.",
      },
      {
        title: "It runs, and you get a summary",
        body: "The Systems Controller runs the approved workflow; the model explains the job's results and service statuses in a few sentences.",
      },
    ],
  },
  connects: {
    heading: "What it connects to",
    intro: "LLM Integrations sit between your model provider and the automation you already run.",
    items: [
      {
        name: "Your model provider",
        detail: "The large language model your company already uses, through its API and your own key.",
      },
      {
        name: "Universal Shell",
        detail: "The model drafts only documented operations, so every line is one you can read and check.",
      },
      {
        name: "Your inventory",
        detail: "Cluster names such as web or staging come from your credentials file, never from guesses.",
      },
      {
        name: "Job results",
        detail: "Logs, exit codes and service statuses are what the model summarises for you.",
      },
    ],
  },
  example: {
    heading: "Example: from a sentence to a reviewed workflow",
    intro: "A request and the workflow the model drafts for your review:",
    label: "Draft for review",
    lang: "ushell",
    code: [
      "# Request: restart the web services on the staging cluster, one machine at a time",
      '1@staging restart_service service_name="nginx"',
      '3@staging status_service service_name="nginx"',
    ].join("\n"),
    outcome:
      "After you approve, the job runs and the summary reads, for example: “nginx restarted on all 3 staging nodes and is Running.”",
  },
  highlightsHeading: "What it does",
  highlights: [
    {
      title: "Workflows from a sentence",
      body: "Turn a request like 'restart the web services on the staging cluster' into a reviewed workflow.",
    },
    {
      title: "Explained results",
      body: "Summaries of job logs and service status, so the next step is clear without reading every line.",
    },
    {
      title: "You stay in control",
      body: "Nothing runs without your approval; every generated command is shown before it runs.",
    },
  ],
  primary: { label: "Explore the Universal Shell", target: "universalShell" },
  secondary: { label: "Talk to our team", target: "contactUs" },
  closing: "LLM Integrations work with the model provider your company already uses.",
} as const satisfies LandingPageCopy;

export const dataWarehousingCopy = {
  eyebrow: "Reliable data pipelines",
  lead:
    "Schedule the extracts, loads and transformations that feed your data warehouse, run them in " +
    "parallel across your nodes, and see at once which loads completed and which need attention.",
  visual: {
    title: "How the Data Warehousing Integration works",
    description:
      "On a schedule, the Systems Controller runs extracts from your sources on several nodes in parallel, " +
      "loads the files into your data warehouse, runs the transformations and shows each job as Completed " +
      "or failed.",
    labels: {
      schedule: "Every night at 02:00 UTC",
      sources: "Sources",
      sourceDb: "Databases",
      sourceFiles: "Files",
      sourceApi: "APIs",
      nodes: "Extract and load, 4 nodes at a time",
      warehouse: "Data warehouse",
      transform: "Transformations",
      status: "Completed",
    },
  },
  howItWorks: {
    heading: "How it works",
    steps: [
      {
        title: "Put your scripts on the nodes",
        body: "Your extract, load and transformation scripts stay yours; the Systems Controller copies them to the nodes that run them.",
      },
      {
        title: "Write the pipeline as a workflow",
        body: "Extract, load and transform are lines of one workflow, run in order; a failed load stops the job before a transformation reads half the data.",
      },
      {
        title: "Run the heavy steps in parallel",
        body: "Extracts and file transfers run on many nodes at once with the parallel syntax, as many at a time as your sources can take.",
      },
      {
        title: "Schedule it and watch it",
        body: "Run it once, at explicit times or on a recurring period, and see every job reach Completed, or the line that failed and why.",
      },
    ],
  },
  connects: {
    heading: "What it connects to",
    intro: "Anything your scripts and command-line tools can reach from your nodes.",
    items: [
      {
        name: "Source databases",
        detail: "Through their own export tools, run on the nodes next to them.",
      },
      { name: "Files", detail: "Exports and drops copied between the nodes and the control node." },
      {
        name: "Your data warehouse",
        detail: "Through its command-line loader or SQL client, run by the workflow.",
      },
      {
        name: "Transformation tools",
        detail: "Whatever runs your SQL models, started as a step of the same workflow.",
      },
    ],
  },
  example: {
    heading: "Example: a nightly load",
    intro: "Extract on four nodes at a time, load, then transform, every night at 02:00 UTC:",
    label: "nightly_load.py",
    lang: "python",
    code: [
      "from universal_shell import ControlNode",
      "",
      'control = ControlNode(credentials_path="~/.ushell/credentials.json")',
      "control.run_workflow(",
      "    workflow=[",
      "        \"4@extract run_script script_path='etl/extract_orders.sh' timeout=3600\",",
      "        \"1@warehouse run_script script_path='etl/load_orders.sh' timeout=3600\",",
      "        \"1@warehouse run_script script_path='etl/transform.sh' timeout=1800\",",
      "    ],",
      '    schedule={"type": "recurring", "start": "2025-06-02T02:00:00Z", "period": 86400},',
      ")",
    ].join("\n"),
    outcome:
      "Each night's job shows Completed when all three steps succeeded, or the step that failed and its error.",
  },
  highlightsHeading: "Built for data teams",
  highlights: [
    {
      title: "Scheduled loads",
      body: "Run loads once, at explicit times or on a recurring period, with the dependencies in the right order.",
    },
    {
      title: "Parallel transfers",
      body: "Copy files and run transformations on many nodes at once with the Universal Shell's parallel syntax.",
    },
    {
      title: "Clear status",
      body: "Every job's status and history in one dashboard, from the first extract to the last report.",
    },
  ],
  primary: { label: "Read the Automation Controller documentation", target: "automationController" },
  secondary: { label: "Explore the Universal Shell", target: "universalShell" },
  closing: "Bring your warehouse, your scripts and your schedule; we connect them.",
} as const satisfies LandingPageCopy;
