/** The FAQ of the Contact Us section (docs/product/requirements.md: four questions, one open at a time). */

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export const faqItems: readonly FaqItem[] = [
  {
    id: "why",
    question: "Why should I use the Systems Controller?",
    answer:
      "It replaces the scripts, cron jobs and dashboards spread across your servers with one place to " +
      "define, schedule, run and watch automation. Teams ship faster, make fewer manual mistakes and " +
      "see at a glance what is running, what completed and what needs attention.",
  },
  {
    id: "uses",
    question: "What is the Systems Controller used for?",
    answer:
      "CI/CD automation, job scheduling, observability, configuration management and automated " +
      "deployment: building and releasing software, running workflows once, at set times or on a " +
      "recurring period, keeping services running, and managing files and processes on many nodes in parallel.",
  },
  {
    id: "setup",
    question: "How do I set up the Systems Controller?",
    answer:
      "Install the control node, add your managed nodes with their host, port and SSH key, and group " +
      "them into clusters. Then describe a workflow and run or schedule it. The setup guide in the " +
      "documentation walks through each step in a few minutes.",
  },
  {
    id: "platforms",
    question: "Which platforms are supported?",
    answer:
      "Cloud, on-premise and hybrid infrastructure, on Windows, Linux and MacOS. Any node reachable " +
      "over SSH can be managed, and AWS instances can be addressed by their instance id.",
  },
];
