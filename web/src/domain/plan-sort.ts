/**
 * The plans list's order (spec §2 "Plans list": "sort by public, visible,
 * contract price, price cents"). Read as the list's keys in that order of
 * precedence: what all users can install first, then what they can see, then
 * by price — plans with a price before contract plans (whose price is agreed
 * per customer), cheapest first. The spec names no direction; this one puts
 * what a customer sees on the marketplace at the top, in its price order.
 */

/** What a plan needs to be sorted (spec §3 plan). */
export interface SortablePlan {
  slug: string;
  public: boolean;
  visible: boolean;
  priceContract: boolean;
  priceCents: number;
}

export const PLAN_SORT_KEYS = ['public', 'visible', 'priceContract', 'priceCents'] as const;
export type PlanSortKey = (typeof PLAN_SORT_KEYS)[number];

export const PLAN_SORT_KEY_LABELS: Record<PlanSortKey, string> = {
  public: 'Public',
  visible: 'Visible',
  priceContract: 'Contract price',
  priceCents: 'Price',
};

export type PlanComparator = (a: SortablePlan, b: SortablePlan) => number;

/** `true` before `false`. */
const trueFirst = (a: boolean, b: boolean) => Number(b) - Number(a);

/** One comparator per key, ascending meaning the list's natural order (see the file comment). */
export const PLAN_COMPARATORS: Record<PlanSortKey, PlanComparator> = {
  public: (a, b) => trueFirst(a.public, b.public),
  visible: (a, b) => trueFirst(a.visible, b.visible),
  priceContract: (a, b) => Number(a.priceContract) - Number(b.priceContract),
  priceCents: (a, b) => a.priceCents - b.priceCents,
};

/** Slugs are unique within an add-on, so the order never depends on how the plans arrived. */
const bySlug: PlanComparator = (a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);

/** The default order: the four keys in the spec's order, then slug. */
export function comparePlans(a: SortablePlan, b: SortablePlan): number {
  for (const key of PLAN_SORT_KEYS) {
    const order = PLAN_COMPARATORS[key](a, b);
    if (order !== 0) return order;
  }
  return bySlug(a, b);
}

/**
 * Sorting by one chosen key (a column header or a "sort by" select): that key
 * in the chosen direction, ties in the default order.
 */
export function comparePlansBy(key: PlanSortKey, direction: 'asc' | 'desc' = 'asc'): PlanComparator {
  const sign = direction === 'asc' ? 1 : -1;
  return (a, b) => sign * PLAN_COMPARATORS[key](a, b) || comparePlans(a, b);
}

/** A sorted copy (the plans given are left as they are). */
export function sortPlans<P extends SortablePlan>(plans: readonly P[], compare: PlanComparator = comparePlans): P[] {
  return [...plans].sort(compare);
}
