/**
 * What the admin's progression confirmation starts from (spec §4 "Progression
 * details"): each plan's availability after the step, and the GA default plan
 * (the plan marked default, else the cheapest) among the plans that will be
 * All Users.
 */
import type { Plan } from '../../api/plans';
import type { AddonState } from '../../domain/addon-state';
import { availabilityOf, type Availability } from '../../domain/plan-availability';
import { gaDefaultPlan } from '../../domain/plan-defaults';
import { availabilityAfterProgression, type ProgressionTarget } from '../../domain/progression';

export type PlanAvailabilities = Record<string, Availability>;

export function availabilitiesAfter(target: ProgressionTarget, fromState: AddonState, plans: readonly Plan[]): PlanAvailabilities {
  return Object.fromEntries(plans.map((plan) => [plan.slug, availabilityAfterProgression(target, fromState, plan) ?? availabilityOf(plan)]));
}

/** The plans a GA default may be: those that will be All Users. */
export function defaultPlanChoices(plans: readonly Plan[], availabilities: PlanAvailabilities): Plan[] {
  return plans.filter((plan) => availabilities[plan.slug] === 'allUsers');
}

export function initialDefaultPlan(plans: readonly Plan[], availabilities: PlanAvailabilities): string {
  return gaDefaultPlan(defaultPlanChoices(plans, availabilities))?.slug ?? '';
}
