/**
 * Starter questions the AI Agent widget offers on an empty conversation, per page
 * (docs/decisions/076-assistant-console-for-the-docs-team.md): the first entry whose path prefix
 * the page's path starts with (case-insensitive) wins; `default` elsewhere. Each is a question
 * the agent answers from our pages (apps/api/src/modules/assistant/starter-questions.test.ts).
 */
export const starterQuestions: readonly { prefix: string; questions: readonly string[] }[] = [
  {
    prefix: "/universal-shell-aws",
    questions: ["How do I list my EC2 instances?", "How do I launch an EC2 instance?"],
  },
  {
    prefix: "/universal-shell",
    questions: [
      "How do I install the Universal Shell?",
      "How do I restart a service?",
      "How do I run a command on many servers at once?",
    ],
  },
  {
    prefix: "/automation-controller",
    questions: ["How do I set up the Systems Controller?", "How do I schedule a workflow?"],
  },
  {
    prefix: "/systems-controller",
    questions: ["What is the Systems Controller?", "How do I schedule a workflow?"],
  },
  {
    prefix: "/aws-infra-builder",
    questions: ["What does the AWS Infrastructure Builder do?", "How do I create a VPC?"],
  },
  {
    prefix: "/infrastructure-manager-for-aws",
    questions: ["What does the AWS Infrastructure Builder do?", "How do I launch an EC2 instance?"],
  },
  {
    prefix: "/purchase",
    questions: [
      "Which plan should I choose for 50 servers?",
      "What is included in the Enterprise plan?",
      "How much is the Pro plan?",
    ],
  },
  { prefix: "/search-jobs", questions: ["Are there open jobs?", "How do I contact sales?"] },
];

export const defaultStarterQuestions: readonly string[] = [
  "What does the Universal Shell do?",
  "Which plan should I choose for 50 servers?",
  "How do I restart a service?",
];

/** The starter questions of a page's path. */
export function starterQuestionsFor(path: string): readonly string[] {
  const lower = path.toLowerCase();
  const found = starterQuestions.find(
    (entry) => lower === entry.prefix || lower.startsWith(`${entry.prefix}/`),
  );
  return found?.questions ?? defaultStarterQuestions;
}
