/**
 * Repricing requests (spec §4 "Repricing", §3 repricing, §5, §8): statuses,
 * their grouping and activeness, the price change and who may request one.
 * The effective dates are in `repricing-dates.ts`.
 */
import type { AddonState } from './addon-state';

export const REPRICING_STATUSES = [
  'new',
  'in_progress',
  'approved',
  'partially_complete',
  'completed',
  'rejected',
  'error',
] as const;
export type RepricingStatus = (typeof REPRICING_STATUSES)[number];

/** Spec §3 repricing `displayStatus`. */
export const REPRICING_STATUS_LABELS: Record<RepricingStatus, string> = {
  new: 'New',
  in_progress: 'In Progress',
  approved: 'Approved',
  partially_complete: 'Partially Complete',
  completed: 'Completed',
  rejected: 'Rejected',
  error: 'Error',
};

export function isRepricingStatus(value: string): value is RepricingStatus {
  return (REPRICING_STATUSES as readonly string[]).includes(value);
}

/** Spec §4: "An unknown status is an error." Thrown, so a new upstream status is noticed, not misfiled. */
export function assertRepricingStatus(value: string): RepricingStatus {
  if (!isRepricingStatus(value)) throw new RangeError(`Unknown repricing status: ${JSON.stringify(value)}`);
  return value;
}

/** The admin repricing tabs, in order (spec §2: current is the default). */
export const REPRICING_GROUPS = ['current', 'scheduled', 'history'] as const;
export type RepricingGroup = (typeof REPRICING_GROUPS)[number];

export const REPRICING_GROUP_LABELS: Record<RepricingGroup, string> = {
  current: 'Current',
  scheduled: 'Scheduled',
  history: 'History',
};

/** Spec §4: "current is new and in_progress; scheduled is approved and partially_complete; history is completed, rejected and error." */
const GROUP_OF: Record<RepricingStatus, RepricingGroup> = {
  new: 'current',
  in_progress: 'current',
  approved: 'scheduled',
  partially_complete: 'scheduled',
  completed: 'history',
  rejected: 'history',
  error: 'history',
};

/** The tab a repricing is listed under; throws on an unknown status. */
export function repricingGroupOf(status: string): RepricingGroup {
  return GROUP_OF[assertRepricingStatus(status)];
}

/** Spec §4: "active while new, in_progress, approved or partially_complete" — the current and scheduled tabs. */
export function isActiveRepricingStatus(status: string): boolean {
  return repricingGroupOf(status) !== 'history';
}

/** The plan's active repricing, if any (spec §2: "Only one active repricing per plan is allowed"). */
export function activeRepricingOf<R extends { status: string }>(repricings: readonly R[]): R | null {
  return repricings.find((repricing) => isActiveRepricingStatus(repricing.status)) ?? null;
}

/** Spec §4: "Admins can move a request to new, in_progress, approved or rejected through a per-row status menu." */
export const ADMIN_REPRICING_TRANSITIONS = ['new', 'in_progress', 'approved', 'rejected'] as const satisfies readonly RepricingStatus[];

/** Spec §4: "Only GA add-ons can request repricing." (§2: the route redirects otherwise.) */
export function canRequestRepricing(addonState: AddonState): boolean {
  return addonState === 'ga';
}

export type RepricingBlock = 'notGa' | 'active';

/**
 * Whether the plan's repricing form may be used: GA only, and not while a
 * repricing is active (spec §2: the form is then replaced by 'Repricing In
 * Progress'). `null` when it may.
 */
export function repricingBlock(addonState: AddonState, repricings: readonly { status: string }[]): RepricingBlock | null {
  if (!canRequestRepricing(addonState)) return 'notGa';
  return activeRepricingOf(repricings) ? 'active' : null;
}

export type PriceChange = 'increase' | 'decrease' | 'same';

/** Spec §3 repricing `priceIncrease` / `priceDecrease` / `priceIsSame`, in cents. */
export function priceChange(originalPriceCents: number, priceCents: number): PriceChange {
  if (priceCents > originalPriceCents) return 'increase';
  return priceCents < originalPriceCents ? 'decrease' : 'same';
}

/** Spec §4: "A price increase that is not grandfathered is flagged." (§3 `isANonGrandfatheredPriceIncrease`.) */
export function isNonGrandfatheredPriceIncrease(repricing: {
  originalPriceCents: number;
  priceCents: number;
  grandfathered: boolean;
}): boolean {
  return !repricing.grandfathered && priceChange(repricing.originalPriceCents, repricing.priceCents) === 'increase';
}

/** Spec §5, §8. */
export const REPRICING_SAME_PRICE_MESSAGE = 'Price cannot be the same.';

/** The new price's field message, or `null` when it may be submitted (spec §5). */
export function repricingPriceProblem(originalPriceCents: number, priceCents: number): string | null {
  return priceChange(originalPriceCents, priceCents) === 'same' ? REPRICING_SAME_PRICE_MESSAGE : null;
}

/** Spec §8: 'Repricing submitted for "<plan name>".' */
export function repricingSubmittedMessage(planName: string): string {
  return `Repricing submitted for "${planName}".`;
}
