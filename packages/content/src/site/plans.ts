/** The subscription plans of /Purchase (docs/product/requirements.md §9: names, prices and features exactly). */
import type { MarketingLink } from "./links.ts";

export interface Plan {
  id: "basic" | "pro" | "enterprise";
  name: string;
  description: string;
  /** US dollars per month. */
  price: number;
  features: readonly string[];
  /** The plan the page draws attention to. */
  highlighted: boolean;
}

export const plans: readonly Plan[] = [
  {
    id: "basic",
    name: "Basic Plan",
    description: "For a single team automating its first systems.",
    price: 10,
    features: ["1 System Controller", "Basic Support", "10GB Storage"],
    highlighted: false,
  },
  {
    id: "pro",
    name: "Pro Plan",
    description: "For growing teams running automation across environments.",
    price: 15,
    features: ["5 System Controllers", "Priority Support", "50GB Storage", "Advanced Analytics"],
    highlighted: true,
  },
  {
    id: "enterprise",
    name: "Enterprise Plan",
    description: "For organisations automating at any scale.",
    price: 20,
    features: ["Unlimited Controllers", "24/7 Dedicated Support", "Unlimited Storage", "Custom Integrations"],
    highlighted: false,
  },
];

export const plansCopy = {
  intro:
    "Every plan includes the Systems Controller, the Universal Shell and all product updates. Change or cancel at any time.",
  currencySymbol: "$",
  period: "/month",
  /** Read by screen readers after the price, e.g. "$15 per month". */
  periodSpoken: "per month",
  highlightBadge: "Most Popular",
  featuresLabel: (planName: string) => `${planName} includes`,
  cta: { label: "Get Started", target: "contactUs" },
  /** Appended, visually hidden, to the button so each reads distinctly ("Get Started with the Pro Plan"). */
  ctaSuffix: (planName: string) => ` with the ${planName}`,
  /** The button opens the inquiry form with `?plan=<id>` and this message (docs/decisions/040-site-polish.md). */
  planParam: "plan",
  interestedIn: (planName: string) => `I'm interested in the ${planName}.`,
  questions: "Questions about a plan or a volume licence?",
  questionsLink: { label: "Contact our team", target: "contactUs" },
} as const satisfies {
  intro: string;
  currencySymbol: string;
  period: string;
  periodSpoken: string;
  highlightBadge: string;
  featuresLabel: (planName: string) => string;
  cta: MarketingLink;
  ctaSuffix: (planName: string) => string;
  planParam: string;
  interestedIn: (planName: string) => string;
  questions: string;
  questionsLink: MarketingLink;
};
