/**
 * The documentation sets, their sections (in reading order) and the reader's copy. Each
 * section's text is a Markdown file in ./docs/<set>/<section>.md, rendered at build time.
 * /automation-controller documents the Systems Controller; it has its own set
 * (docs/decisions/048-product-docs-and-pages.md).
 */
import type { SiteLinkTarget } from "@site/content/site";

export type DocSetId =
  | "universal-shell"
  | "automation-controller"
  | "universal-shell-aws"
  | "aws-infra-builder";

export interface DocSection {
  /** The URL segment: /{doc}/{id}. */
  id: string;
  title: string;
  /** The page's meta description. */
  description: string;
}

export type DocLink =
  | { kind: "page"; label: string; target: SiteLinkTarget }
  | { kind: "whitePaper"; label: string };

/** The Universal Shell and the Systems Controller both point to the white paper and the AWS shells. */
const shellFamilyLinks: DocLink[] = [
  { kind: "whitePaper", label: "White paper (PDF)" },
  { kind: "page", label: "AWS Extended Shell", target: "universalShellAws" },
  { kind: "page", label: "AWS Infrastructure Builder", target: "awsInfraBuilder" },
];

export interface DocSet {
  id: DocSetId;
  sections: readonly [DocSection, ...DocSection[]];
  /** Links under the sections in the contents bar. */
  links: readonly DocLink[];
}

const universalShellLink: DocLink = { kind: "page", label: "Universal Shell", target: "universalShell" };

export const docSets: Record<DocSetId, DocSet> = {
  "universal-shell": {
    id: "universal-shell",
    sections: [
      {
        id: "introduction",
        title: "Introduction",
        description:
          "What the Universal Shell is: a ControlNode that runs operations on ManagedNodes, one line per operation, every result a dictionary.",
      },
      {
        id: "setup",
        title: "Setup",
        description:
          "Install the Universal Shell, create a key pair, start a ManagedNode on port 8000 and write the credentials file with nodes and clusters.",
      },
      {
        id: "examples",
        title: "Examples",
        description:
          "Worked examples: run commands, keep services up, deploy a release, reboot with a 1800-second wait and schedule a weekly workflow.",
      },
      {
        id: "api-overview",
        title: "API Overview",
        description:
          "Reference of every Universal Shell operation and of ControlNode and ManagedNode: arguments, types, results and examples.",
      },
      {
        id: "parallel-processing",
        title: "Parallel Processing",
        description:
          "Run one operation on a whole cluster with the {num_threads}@{cluster} syntax, read the combined results and choose a thread count.",
      },
    ],
    links: shellFamilyLinks,
  },
  "automation-controller": {
    id: "automation-controller",
    sections: [
      {
        id: "introduction",
        title: "Introduction",
        description:
          "What the Systems Controller is: one control node that schedules, runs and watches CI/CD, deployments and operations on every managed node.",
      },
      {
        id: "setup",
        title: "Setup",
        description:
          "Install the Systems Controller's control node, create its key pair, install the agent on each host and describe the hosts and clusters in the inventory.",
      },
      {
        id: "examples",
        title: "Examples",
        description:
          "Systems Controller examples: a deployment pipeline, a nightly backup, a fleet health check, a configuration change and a new machine.",
      },
      {
        id: "api-overview",
        title: "API Overview",
        description:
          "The Systems Controller's workflow API: run_workflow, schedules, the result of a job and the operations grouped by what they are for.",
      },
      {
        id: "parallel-processing",
        title: "Parallel Processing",
        description:
          "How the Systems Controller runs a line on many nodes at once: threads per cluster, rolling restarts, canaries and choosing how many at once.",
      },
    ],
    links: shellFamilyLinks,
  },
  "universal-shell-aws": {
    id: "universal-shell-aws",
    sections: [
      {
        id: "introduction",
        title: "Introduction",
        description:
          "The AWS Extended Shell: AwsControlNode and the node syntax user@{instance_id}.(pub_ipv4|priv_ipv4):port for EC2 instances.",
      },
      {
        id: "examples",
        title: "Examples",
        description:
          "Examples of the AWS Extended Shell: EC2 credentials files, public and private addresses, parallel runs and schedules on instances.",
      },
    ],
    links: [universalShellLink],
  },
  "aws-infra-builder": {
    id: "aws-infra-builder",
    sections: [
      {
        id: "introduction",
        title: "Introduction",
        description:
          "The AWS Infrastructure Builder: AwsInfraBuilder builds VPCs, subnets, security groups and instances from a credentials path and an actions JSON path.",
      },
      {
        id: "examples",
        title: "Examples",
        description:
          "Examples of actions files for the AWS Infrastructure Builder, from a single VPC to a web tier managed with the AWS Extended Shell.",
      },
    ],
    links: [universalShellLink],
  },
};

/** The section a route parameter names; an unknown or missing section is the introduction. */
export function resolveDocSection(set: DocSet, sectionId: string | undefined): DocSection {
  const wanted = sectionId?.toLowerCase();
  return set.sections.find((section) => section.id === wanted) ?? set.sections[0];
}

/** The file name the white paper is published under. */
export const whitePaperFileName = "universal-shell-white-paper.pdf";

export const whitePaperInfo = {
  title: "The Universal Shell: one line per operation, on every machine",
  subject:
    "Architecture and security of the Universal Shell, its AWS Extended Shell and AWS Infrastructure Builder",
  keywords: "automation, DevOps, ControlNode, ManagedNode, parallel execution, scheduling, AWS",
} as const;

export const docsCopy = {
  contentsLabel: "Documentation contents",
  contentsToggle: "Contents",
  sectionsHeading: "Sections",
  linksHeading: "Related",
  onThisPage: "On this page",
  previous: "Previous",
  next: "Next",
  pagination: "Previous and next section",
  copy: "Copy",
  copied: "Copied!",
  copiedAnnouncement: "Code copied to the clipboard",
  searchButton: "Search docs",
  searchShortcutHint: "Ctrl K",
  searchDialogLabel: "Search the documentation",
  searchInputLabel: "Search",
  searchPlaceholder: "Search operations, setup, examples…",
  searchLoading: "Loading the search index…",
  searchLoadFailed: "The search index could not be loaded.",
  searchNoResults: (query: string) => `No results for “${query}”`,
  searchResults: (count: number) => (count === 1 ? "1 result" : `${count} results`),
  searchHelp: "Use the up and down arrows to choose a result, Enter to open it, Escape to close.",
  searchClose: "Close search",
} as const;

/** A piece of a rendered section: prose as HTML, or a highlighted code block with its source. */
export type DocBlock =
  | { kind: "html"; html: string }
  | { kind: "code"; lang: string; label: string; code: string; html: string };

export interface DocTocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

/** A section rendered at build time (see scripts/build-docs.ts). */
export interface RenderedDocSection {
  id: string;
  blocks: readonly DocBlock[];
  toc: readonly DocTocEntry[];
}

/** One searchable part of a section: the text under one heading. */
export interface DocSearchEntry {
  id: string;
  set: DocSetId;
  section: string;
  /** The heading's id, or "" for the text before the first heading. */
  anchor: string;
  title: string;
  sectionTitle: string;
  text: string;
}
