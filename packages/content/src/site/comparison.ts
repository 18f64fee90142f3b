/**
 * The comparison chart of the Systems Controller page: five tools on five features, scored
 * 1 to 3 (docs/product/requirements.md §3). A missing score means the tool does not support the
 * feature. Pricing is a cost level: 1 to 3 dollar signs, fewer is cheaper.
 * The scores are our own assessment, and the page says so.
 */

export type ComparisonFeatureId =
  | "portability"
  | "observability"
  | "apiCoverage"
  | "apiSimplicity"
  | "pricing";
export type Score = 1 | 2 | 3;

export interface ComparisonTool {
  id: "systemsController" | "ansible" | "rancher" | "terraform" | "puppet";
  name: string;
  /** The product's own tool, drawn out in the chart. */
  ours: boolean;
  scores: Partial<Record<ComparisonFeatureId, Score>>;
}

export interface ComparisonFeature {
  id: ComparisonFeatureId;
  label: string;
  description: string;
}

export const comparisonFeatures: readonly ComparisonFeature[] = [
  {
    id: "portability",
    label: "Portability",
    description: "Runs on cloud, on-premise and hybrid nodes alike",
  },
  {
    id: "observability",
    label: "Observability",
    description: "Job and service status, logs and history built in",
  },
  {
    id: "apiCoverage",
    label: "API Coverage",
    description: "How much of the tool can be driven through its API",
  },
  {
    id: "apiSimplicity",
    label: "API Simplicity",
    description: "How quickly a new engineer can use that API",
  },
  {
    id: "pricing",
    label: "Pricing",
    description: "Cost level for a typical team: fewer dollar signs is cheaper",
  },
];

export const comparisonTools: readonly ComparisonTool[] = [
  {
    id: "systemsController",
    name: "Systems Controller",
    ours: true,
    scores: { portability: 3, observability: 3, apiCoverage: 3, apiSimplicity: 3, pricing: 1 },
  },
  {
    id: "ansible",
    name: "Ansible",
    ours: false,
    scores: { portability: 3, observability: 1, apiCoverage: 2, apiSimplicity: 2, pricing: 2 },
  },
  {
    id: "rancher",
    name: "Rancher",
    ours: false,
    scores: { portability: 1, observability: 2, apiCoverage: 2, pricing: 2 },
  },
  {
    id: "terraform",
    name: "Terraform",
    ours: false,
    scores: { portability: 2, apiCoverage: 3, apiSimplicity: 2, pricing: 3 },
  },
  {
    id: "puppet",
    name: "Puppet",
    ours: false,
    scores: { portability: 2, observability: 1, apiCoverage: 2, apiSimplicity: 1, pricing: 3 },
  },
];

export const comparisonCopy = {
  heading: "How the Systems Controller Compares",
  caption: "Systems Controller compared with Ansible, Rancher, Terraform and Puppet on five features",
  toolColumn: "Tool",
  note: "Scores from 1 to 3 are our own assessment of each tool's current release.",
  scoreText: (score: Score) => `${score} out of 3`,
  scoreLevels: { 1: "basic", 2: "good", 3: "excellent" } satisfies Record<Score, string>,
  pricingText: (score: Score) => `Cost level ${score} out of 3`,
  pricingLevels: { 1: "low cost", 2: "moderate cost", 3: "high cost" } satisfies Record<Score, string>,
  unsupported: "Not supported",
  legendHeading: "How to read the chart",
  legend: [
    "Filled marks: the score from 1 (basic) to 3 (excellent).",
    "Dollar signs: the cost level from 1 (low) to 3 (high).",
    "A cross: the tool does not support the feature.",
  ],
} as const;
