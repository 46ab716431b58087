/**
 * Who may do what with plans (spec §4 "Plan availability", §2 "Screen details
 * → Plans", §6): the availability control, the row menu, plan passes, alpha
 * users and the admin-only plan properties.
 */
import type { AddonState } from './addon-state';
import {
  type Availability,
  type AvailabilityFlags,
  availabilityOf,
  isPrivateAndEnabled,
  isTestPlan,
} from './plan-availability';

/**
 * How the plan form offers availability:
 * - `fixed`: shown, not changeable, with the value it has and why;
 * - `select`: the partner or admin picks any type;
 * - `adminSwitch`: an admin switches it directly with buttons (GA);
 * - `changeRequest`: the partner asks through the external change-request form (GA).
 */
export type AvailabilityControl =
  | { kind: 'fixed'; availability: Availability; reason: string }
  | { kind: 'select' }
  | { kind: 'adminSwitch' }
  | { kind: 'changeRequest' };

/** Reasons shown beside a fixed availability; the spec states the rules, not their wording. */
export const AVAILABILITY_FIXED_REASONS = {
  newPlan: 'New plans start as Invite Only; change it once the plan is created.',
  alpha: "Plan availability can't be changed while the add-on is in alpha.",
  alphaTestPlan: 'The test plan is available to all users while the add-on is in alpha.',
  shutdown: 'The add-on is shut down; its plans no longer change.',
} as const;

export interface AvailabilityControlInput {
  addonState: AddonState;
  isAdmin: boolean;
  /** The saved plan, or `null` while creating one. */
  plan: ({ slug: string } & AvailabilityFlags) | null;
  /** While creating: the slug the plan will have (typed or generated), to recognise the test plan. */
  newSlug?: string;
}

/**
 * Spec §4: "New plans always start as Invite Only. In alpha the availability
 * selector is disabled, and the test plan is always all users. In GA, a
 * provider changes availability through an external change-request form.
 * Admins can switch availability directly with buttons."
 * Choices where the spec is silent: in alpha the test plan's "always" wins over
 * "new plans start Invite Only" (else it could never become All Users there);
 * beta lets everyone choose; a shut-down add-on's plans do not change.
 */
export function availabilityControl(input: AvailabilityControlInput): AvailabilityControl {
  const { plan } = input;
  if (input.addonState === 'alpha') {
    return isTestPlan({ slug: plan?.slug ?? input.newSlug ?? '' })
      ? { kind: 'fixed', availability: 'allUsers', reason: AVAILABILITY_FIXED_REASONS.alphaTestPlan }
      : { kind: 'fixed', availability: plan ? availabilityOf(plan) : 'inviteOnly', reason: AVAILABILITY_FIXED_REASONS.alpha };
  }
  if (plan === null) return { kind: 'fixed', availability: 'inviteOnly', reason: AVAILABILITY_FIXED_REASONS.newPlan };
  if (input.addonState === 'shutdown') {
    return { kind: 'fixed', availability: availabilityOf(plan), reason: AVAILABILITY_FIXED_REASONS.shutdown };
  }
  if (input.addonState === 'ga') return input.isAdmin ? { kind: 'adminSwitch' } : { kind: 'changeRequest' };
  return { kind: 'select' };
}

/**
 * Spec §2: "The row menu is hidden from non-admins for plans that are not
 * enabled. Admins see it for disabled plans too." (§6: "viewing the plan row
 * menu for disabled plans" is admin-only.)
 */
export function canSeePlanRowMenu(plan: Pick<AvailabilityFlags, 'enabled'>, isAdmin: boolean): boolean {
  return isAdmin || plan.enabled;
}

/**
 * Spec §4: "Plan pass creation is for private enabled plans, not in alpha."
 * Read literally: beta, GA and shut-down add-ons all qualify.
 */
export function canCreatePlanPass(addonState: AddonState, plan: AvailabilityFlags): boolean {
  return addonState !== 'alpha' && isPrivateAndEnabled(plan);
}

/** Spec §4: "Alpha users are invited only on alpha add-ons." (§2: the list shows on alpha add-ons only.) */
export function canInviteAlphaUsers(addonState: AddonState): boolean {
  return addonState === 'alpha';
}

/**
 * Spec §4 and §6: "Admins alone can set the shield, private-networking and
 * temporary-support properties" (spec §3 plan "Admin-set properties").
 */
export const ADMIN_ONLY_PLAN_ATTRIBUTES = [
  'shield',
  'shieldDefault',
  'temporarySupported',
  'temporarySpaceSupported',
  'installableWithPrivateNetworking',
  'installableWithoutPrivateNetworking',
] as const;
export type AdminOnlyPlanAttribute = (typeof ADMIN_ONLY_PLAN_ATTRIBUTES)[number];

/**
 * The admin-only attributes present in a plan change (camelCase keys, after the
 * client's conversion); a partner's change must have none (the sandbox answers
 * 403 otherwise, even to a hand-made request). A key present with `undefined`
 * counts: it was sent.
 */
export function adminOnlyPlanAttributesIn(change: object): AdminOnlyPlanAttribute[] {
  return ADMIN_ONLY_PLAN_ATTRIBUTES.filter((attribute) => Object.hasOwn(change, attribute));
}

/**
 * How the plan form offers the price:
 * - `editable`: typed in dollars, or Contract pricing;
 * - `repricing`: shown read-only; a new price is asked for through a repricing.
 */
export type PriceControl = { kind: 'editable' } | { kind: 'repricing'; reason: string };

export const GA_PRICE_REPRICING_REASON =
  "A GA plan's price changes through a repricing request, so customers get notice and the effective dates.";

/**
 * Spec §4 "Repricing": repricing is how a GA add-on's plan changes price (effective
 * dates, grandfathering, one active request per plan). A direct price edit of a GA
 * plan would skip all of it (an outside review saved $200 → $210 while a $200 → $225
 * repricing was in progress), so on a saved GA plan the price, and whether it is
 * priced by contract, are read-only for everyone in the form. A new GA plan still
 * takes its first price: it has no customers yet.
 */
export function priceControl(input: { addonState: AddonState; plan: object | null }): PriceControl {
  return input.addonState === 'ga' && input.plan !== null ? { kind: 'repricing', reason: GA_PRICE_REPRICING_REASON } : { kind: 'editable' };
}

/** A plan's price as it is, and as a change sends it (a field left out is not changed). */
export interface PlanPrice {
  priceCents: number;
  priceContract: boolean;
}

/**
 * The server's side of `priceControl`: on a saved GA plan, a change that sends
 * any other price, higher or lower, or switches contract pricing, is refused
 * with the reason (a repricing is the way); sending the price it already has
 * is no change. `null` when the change may be saved.
 */
export function directPriceChangeRefusal(
  addonState: AddonState,
  current: PlanPrice,
  sent: { priceCents?: number | undefined; priceContract?: boolean | undefined },
): string | null {
  const control = priceControl({ addonState, plan: current });
  if (control.kind !== 'repricing') return null;
  const changes =
    (sent.priceCents !== undefined && sent.priceCents !== current.priceCents) ||
    (sent.priceContract !== undefined && sent.priceContract !== current.priceContract);
  return changes ? control.reason : null;
}
