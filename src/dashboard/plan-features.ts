import type { Plan, Plans } from "../accounts/plans.ts";

/** "the Developer, Business or Enterprise plan": the configured plans that have a feature. */
function plansWith(plans: Plans, has: (plan: Plan) => boolean): string {
  const names = plans.names().filter((name) => has(plans.get(name)));
  if (names.length === 0) return "no plan of this service";
  if (names.length === 1) return `the ${names[0]} plan`;
  return `the ${names.slice(0, -1).join(", ")} or ${names.at(-1)} plan`;
}

/**
 * Why a page does not offer what the account's plan cannot use, said before the user tries
 * rather than after a form fails; null when the plan has it.
 */
export function missingFeature(plans: Plans, planName: string, feature: "apiAccess" | "webhooks"): string | null {
  const plan = plans.find(planName);
  if (plan?.[feature]) return null;
  const what = feature === "apiAccess" ? "API keys (and API access)" : "Webhooks";
  return `${what} come with ${plansWith(plans, (p) => p[feature])}; this account is on the ${planName} plan, which has none. Ask the operator to change the plan.`;
}
