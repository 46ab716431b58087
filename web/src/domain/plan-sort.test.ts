import { describe, expect, it } from 'vitest';
import {
  comparePlans,
  comparePlansBy,
  PLAN_COMPARATORS,
  PLAN_SORT_KEY_LABELS,
  PLAN_SORT_KEYS,
  type PlanSortKey,
  type SortablePlan,
  sortPlans,
} from './plan-sort';

const plan = (slug: string, over: Partial<SortablePlan> = {}): SortablePlan => ({
  slug,
  public: true,
  visible: true,
  priceContract: false,
  priceCents: 1000,
  ...over,
});

const slugs = (plans: SortablePlan[]) => plans.map((p) => p.slug);

describe('sort keys (spec §2 "Plans list")', () => {
  it('are public, visible, contract price, price cents', () => {
    expect(PLAN_SORT_KEYS.map((key) => PLAN_SORT_KEY_LABELS[key])).toEqual([
      'Public',
      'Visible',
      'Contract price',
      'Price',
    ]);
  });

  const firsts: [PlanSortKey, SortablePlan, SortablePlan][] = [
    ['public', plan('p', { public: true }), plan('q', { public: false })],
    ['visible', plan('v', { visible: true }), plan('h', { visible: false })],
    ['priceContract', plan('priced', { priceContract: false }), plan('contract', { priceContract: true })],
    ['priceCents', plan('cheap', { priceCents: 500 }), plan('dear', { priceCents: 50_000 })],
  ];
  it.each(firsts)('%s puts %o before %o, and ties equal', (key, first, second) => {
    const compare = PLAN_COMPARATORS[key];
    expect(compare(first, second)).toBeLessThan(0);
    expect(compare(second, first)).toBeGreaterThan(0);
    expect(compare(first, first)).toBe(0);
  });

  it('the key ignores the other fields', () => {
    expect(PLAN_COMPARATORS.priceCents(plan('a', { public: false }), plan('b', { priceContract: true }))).toBe(0);
    expect(PLAN_COMPARATORS.public(plan('a', { priceCents: 9 }), plan('b', { visible: false }))).toBe(0);
  });
});

describe('the default order', () => {
  const plans = [
    plan('contract', { priceContract: true, priceCents: 0 }),
    plan('invite', { public: false, visible: false, priceCents: 100 }),
    plan('hidden', { visible: false, priceCents: 100 }),
    plan('pro', { priceCents: 5000 }),
    plan('zeta', { priceCents: 0 }),
    plan('free', { priceCents: 0 }),
    plan('disabled', { public: false, visible: false, priceCents: 0 }),
  ];

  it('goes public, visible, priced before contract, cheapest, then slug', () => {
    expect(slugs(sortPlans(plans))).toEqual(['free', 'zeta', 'pro', 'contract', 'hidden', 'disabled', 'invite']);
  });

  it('does not depend on the order the plans came in', () => {
    expect(slugs(sortPlans([...plans].reverse()))).toEqual(slugs(sortPlans(plans)));
  });

  it('leaves the given list alone', () => {
    const given = [plan('b'), plan('a')];
    sortPlans(given);
    expect(slugs(given)).toEqual(['b', 'a']);
  });

  it('a plan equals itself only', () => {
    expect(comparePlans(plan('a'), plan('a'))).toBe(0);
    expect(comparePlans(plan('a'), plan('b'))).toBeLessThan(0);
  });
});

describe('sorting by one key', () => {
  const plans = [plan('b', { priceCents: 300 }), plan('a', { priceCents: 300 }), plan('c', { priceCents: 100 })];

  it.each([
    ['asc', ['c', 'a', 'b']],
    ['desc', ['a', 'b', 'c']], // ties stay in the default order
  ] as const)('price %s → %j', (direction, order) => {
    expect(slugs(sortPlans(plans, comparePlansBy('priceCents', direction)))).toEqual(order);
  });

  it('defaults to ascending', () => {
    expect(slugs(sortPlans(plans, comparePlansBy('priceCents')))).toEqual(['c', 'a', 'b']);
  });

  it('descending public puts private plans first', () => {
    const mixed = [plan('pub', { priceCents: 1 }), plan('priv', { public: false, priceCents: 2 })];
    expect(slugs(sortPlans(mixed, comparePlansBy('public', 'desc')))).toEqual(['priv', 'pub']);
  });

  it('sorts 1 000 plans quickly enough for the list', () => {
    const many = Array.from({ length: 1000 }, (_, i) =>
      plan(`plan-${i}`, { priceCents: (i * 7919) % 10_000, public: i % 3 !== 0, visible: i % 2 === 0 }),
    );
    const started = performance.now();
    const sorted = sortPlans(many);
    expect(performance.now() - started).toBeLessThan(100);
    for (let i = 1; i < sorted.length; i += 1) expect(comparePlans(sorted[i - 1]!, sorted[i]!)).toBeLessThanOrEqual(0);
  });
});
