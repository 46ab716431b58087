/**
 * Default plans (spec §2 "Plans → Plan defaults", §4 "Progression details",
 * §5 "Default-plan selects offer only public visible plans", §3 addon
 * "cheapest plan price"): which plans a default may be, which plan becomes the
 * default at GA, and the lowest price.
 */
import type { PlanPrice } from './money';
import { type AvailabilityFlags, isInPlanGroup, isTestPlan } from './plan-availability';
import { comparePlans, type SortablePlan } from './plan-sort';

/** What a plan needs here (spec §3 plan). */
export interface DefaultablePlan extends AvailabilityFlags, SortablePlan {
  /** The plan is marked as the add-on's default. */
  default: boolean;
}

/** Spec §8: the edit button's reason when no plan can be a default. */
export const NO_ELIGIBLE_DEFAULT_PLANS_MESSAGE = 'No eligible plans found for this addon';

/**
 * The options of every default-plan select (spec §5): public visible plans
 * (All Users) only, in the plans list's order.
 */
export function eligibleDefaultPlans<P extends DefaultablePlan>(plans: readonly P[]): P[] {
  return plans.filter((plan) => isInPlanGroup('visible', plan)).sort(comparePlans);
}

export type PlanDefaultsEdit = { visible: false } | { visible: true; enabled: true } | { visible: true; enabled: false; reason: string };

/**
 * The Edit Plan Defaults button (spec §2, §6): admins only; disabled with
 * 'No eligible plans found for this addon' when no public visible plan exists.
 */
export function planDefaultsEdit(plans: readonly DefaultablePlan[], isAdmin: boolean): PlanDefaultsEdit {
  if (!isAdmin) return { visible: false };
  return plans.some((plan) => isInPlanGroup('visible', plan))
    ? { visible: true, enabled: true }
    : { visible: true, enabled: false, reason: NO_ELIGIBLE_DEFAULT_PLANS_MESSAGE };
}

/** Cheapest first among priced plans; ties by slug, so the answer never depends on the input order. */
function cheapest<P extends SortablePlan>(plans: readonly P[]): P | null {
  let best: P | null = null;
  for (const plan of plans) {
    if (plan.priceContract) continue;
    if (best === null || plan.priceCents < best.priceCents || (plan.priceCents === best.priceCents && plan.slug < best.slug)) {
      best = plan;
    }
  }
  return best;
}

/**
 * Spec §4: "On GA progression, all non-test plans become all-users
 * availability, and the default plan becomes the plan marked default or else
 * the cheapest." Read over the non-test plans (their availability before
 * progression does not matter: they all become All Users). Contract plans
 * have no list price, so they are never "the cheapest"; `null` when no plan
 * qualifies.
 */
export function gaDefaultPlan<P extends DefaultablePlan>(plans: readonly P[]): P | null {
  const candidates = plans.filter((plan) => !isTestPlan(plan));
  return candidates.find((plan) => plan.default) ?? cheapest(candidates);
}

/**
 * The add-on's cheapest plan price (spec §3 addon), read as the price of the
 * plan the plan-defaults text calls the default, "the lowest-cost plan": the
 * cheapest public visible plan with a list price. When every such plan is by
 * contract, the price reads 'Contract'; `null` when there is no such plan.
 */
export function cheapestPlanPrice(plans: readonly DefaultablePlan[]): PlanPrice | null {
  const eligible = plans.filter((plan) => isInPlanGroup('visible', plan));
  const plan = cheapest(eligible);
  if (plan) return { priceCents: plan.priceCents, priceContract: false };
  return eligible.length > 0 ? { priceCents: 0, priceContract: true } : null;
}

/**
 * The plan a default slot falls back to when none is set: spec §2 "the
 * lowest-cost plan is the default" — the cheapest public visible plan with a
 * list price; `null` when there is none.
 */
export function lowestCostPlan<P extends DefaultablePlan>(plans: readonly P[]): P | null {
  return cheapest(eligibleDefaultPlans(plans));
}
