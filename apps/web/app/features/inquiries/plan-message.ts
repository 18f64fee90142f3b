import { plans, plansCopy } from "@site/content/site/plans";
import { useSearchParams } from "react-router";

/**
 * "I'm interested in the Pro Plan." when the address names a plan (`?plan=pro`, set by the plan's
 * button on /Purchase), so the choice survives a reload; nothing for an unknown or missing plan.
 */
export function usePlanMessage(): string | undefined {
  const [searchParams] = useSearchParams();
  const plan = plans.find((candidate) => candidate.id === searchParams.get(plansCopy.planParam));
  return plan ? plansCopy.interestedIn(plan.name) : undefined;
}
