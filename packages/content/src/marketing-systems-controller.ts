/** Copy of the /systems-controller landing page (hero, intro video, guide, documentation links). */
import type { MarketingLink } from "./marketing-links";

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
  video: { heading: string; description: string; playHint: string; asset: VideoAsset };
  guide: { heading: string; intro: string; steps: readonly GuideStep[] };
  docs: { heading: string; intro: string; links: readonly DocLink[] };
};
