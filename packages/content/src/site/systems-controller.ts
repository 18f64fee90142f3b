/** Copy of the /systems-controller landing page (hero, intro video, guide, documentation links). */
import type { MarketingLink } from "./links.ts";
import type { ProductConnection, ProductExample, ProductVisual } from "./products.ts";

export interface GuideStep {
  title: string;
  body: string;
}

export interface DocLink extends MarketingLink {
  description: string;
}

export interface VideoAsset {
  title: string;
  src: string;
  type: string;
  poster: string;
  captions: { src: string; srcLang: string; label: string };
  width: number;
  height: number;
  /** Length in seconds, shown beside the player. */
  durationSeconds: number;
  /** Links shown in place of the player's controls where scripts do not run. */
  withoutScript: { video: string; captions: string };
}

export const systemsControllerCopy = {
  hero: {
    eyebrow: "CI/CD · Scheduling · Observability",
    lead:
      "One controller for CI/CD automation, job scheduling, observability, configuration management " +
      "and automated deployment, on every server you run.",
    primary: { label: "Read the Documentation", target: "automationController" },
    secondary: { label: "See Plans", target: "purchase" },
  },
  visual: {
    title: "How the Systems Controller works",
    description:
      "One control node holds the workflows, schedules and history. It sends signed requests over TLS to the " +
      "agent on each managed node, port 8000, grouped into clusters such as web and db, and runs a line on " +
      "several nodes at once.",
    labels: {
      controller: "Control node",
      workflows: "Workflows",
      schedules: "Schedules",
      history: "History",
      link: "signed, over TLS",
      web: "cluster web",
      db: "cluster db",
      node: "agent :8000",
      parallel: "3@web",
    },
  },
  connects: {
    heading: "What it connects to",
    intro: "Every machine that runs the agent, wherever it is.",
    items: [
      { name: "Linux, macOS and Windows", detail: "Services, processes and files the same way on each." },
      {
        name: "Cloud, on-premise and hybrid",
        detail: "Any node the control node can reach on the agent's port.",
      },
      { name: "Amazon EC2", detail: "Instances addressed by their instance id with the AWS Extended Shell." },
      {
        name: "Your CI pipeline",
        detail: "A pipeline's last step hands the build to a deployment workflow.",
      },
    ],
  },
  example: {
    heading: "Example: a rolling deployment",
    intro:
      "Copy a release to every web node, switch to it, then restart one node at a time so the others keep serving:",
    label: "Workflow",
    lang: "ushell",
    code: [
      '3@web remote_copy_dir local_path="build/2025-06-02" remote_path="/opt/shop/releases/2025-06-02"',
      '3@web copy_dir source_path="/opt/shop/releases/2025-06-02" destination_path="/opt/shop/current"',
      '1@web restart_service service_name="shop"',
      '3@web status_service service_name="shop"',
    ].join("\n"),
    outcome:
      "The job is Completed when every node reports shop Running; a failed line stops it before the next node.",
  },
  video: {
    heading: "Watch the Introduction",
    description:
      "A short tour: connect your nodes, schedule a workflow, deploy everywhere and watch every job complete.",
    playHint: "The video loads when you press play. It has captions.",
    asset: {
      title: "Systems Controller introduction",
      src: "/media/systems-controller-intro.webm",
      type: "video/webm",
      poster: "/media/systems-controller-intro-poster.webp",
      captions: { src: "/media/systems-controller-intro.en.vtt", srcLang: "en", label: "English" },
      width: 960,
      height: 540,
      durationSeconds: 24,
      withoutScript: { video: "Open the video", captions: "Open its captions" },
    },
  },
  guide: {
    heading: "Simple Guide",
    intro: "From a fresh install to your first automated deployment in seven steps.",
    steps: [
      {
        title: "Install the control node",
        body: "Install the Systems Controller on one machine; it keeps your workflows, schedules and history.",
      },
      {
        title: "Add your managed nodes",
        body: "Describe each node by its host, port, user and private key path. AWS nodes can use their instance id.",
      },
      {
        title: "Group nodes into clusters",
        body: "Name clusters of nodes, such as web or database, so one command reaches all of them.",
      },
      {
        title: "Write a workflow",
        body: "List the commands, scripts, file copies and service actions to run, in order.",
      },
      {
        title: "Choose a schedule",
        body: "Run it once, at a list of explicit times, or on a recurring period such as weekly.",
      },
      {
        title: "Run it in parallel",
        body: "Spread the work over many threads across a cluster and follow each node's progress.",
      },
      {
        title: "Watch and keep it running",
        body: "See jobs reach Completed and services stay Running; upkeep restarts a service only when it is down.",
      },
    ],
  },
  docs: {
    heading: "Documentation",
    intro: "Everything you need to install, script and extend the Systems Controller.",
    links: [
      {
        label: "Automation Controller",
        target: "automationController",
        description: "Introduction, setup, examples, the API overview and parallel processing.",
      },
      {
        label: "Universal Shell",
        target: "universalShell",
        description: "The command set behind every workflow: processes, services, files and more.",
      },
      {
        label: "AWS Extended Shell",
        target: "universalShellAws",
        description: "Address AWS instances by instance id and public or private address.",
      },
      {
        label: "AWS Infrastructure Builder",
        target: "awsInfraBuilder",
        description: "Create and change AWS infrastructure from a credentials file and an actions file.",
      },
    ],
  },
} as const satisfies {
  hero: { eyebrow: string; lead: string; primary: MarketingLink; secondary: MarketingLink };
  visual: ProductVisual;
  connects: { heading: string; intro: string; items: readonly ProductConnection[] };
  example: ProductExample;
  video: { heading: string; description: string; playHint: string; asset: VideoAsset };
  guide: { heading: string; intro: string; steps: readonly GuideStep[] };
  docs: { heading: string; intro: string; links: readonly DocLink[] };
};
