import { describe, expect, it } from 'vitest';
import { formatPlanPrice } from './money';
import { type Availability, flagsForAvailability } from './plan-availability';
import {
  cheapestPlanPrice,
  type DefaultablePlan,
  eligibleDefaultPlans,
  gaDefaultPlan,
  lowestCostPlan,
  NO_ELIGIBLE_DEFAULT_PLANS_MESSAGE,
  planDefaultsEdit,
} from './plan-defaults';

const plan = (
  slug: string,
  availability: Availability,
  priceCents: number,
  over: Partial<DefaultablePlan> = {},
): DefaultablePlan => ({
  slug,
  ...flagsForAvailability(availability),
  priceCents,
  priceContract: false,
  default: false,
  ...over,
});

const slugs = (plans: DefaultablePlan[]) => plans.map((p) => p.slug);

describe('eligibleDefaultPlans (spec §5: only public visible plans)', () => {
  it('keeps All Users plans only, in the list order', () => {
    const plans = [
      plan('pro', 'allUsers', 5000),
      plan('hidden', 'allUsersHidden', 0),
      plan('invite', 'inviteOnly', 0),
      plan('off', 'disabled', 0),
      plan('basic', 'allUsers', 0),
      plan('ent', 'allUsers', 0, { priceContract: true }),
    ];
    expect(slugs(eligibleDefaultPlans(plans))).toEqual(['basic', 'pro', 'ent']);
  });

  it('is empty when no plan is public and visible', () => {
    expect(eligibleDefaultPlans([plan('hidden', 'allUsersHidden', 0), plan('x', 'inviteOnly', 0)])).toEqual([]);
  });
});

describe('planDefaultsEdit (spec §2 "Plan defaults", §6, §8)', () => {
  const some = [plan('basic', 'allUsers', 0)];
  const none = [plan('hidden', 'allUsersHidden', 0), plan('invite', 'inviteOnly', 0), plan('off', 'disabled', 0)];

  it.each([
    ['admin, a public visible plan', some, true, { visible: true, enabled: true }],
    ['admin, none', none, true, { visible: true, enabled: false, reason: 'No eligible plans found for this addon' }],
    ['admin, no plans at all', [], true, { visible: true, enabled: false, reason: NO_ELIGIBLE_DEFAULT_PLANS_MESSAGE }],
    ['partner', some, false, { visible: false }],
    ['partner, none', none, false, { visible: false }],
  ])('%s', (_, plans, isAdmin, edit) => {
    expect(planDefaultsEdit(plans, isAdmin)).toEqual(edit);
  });
});

describe('gaDefaultPlan (spec §4: the plan marked default, else the cheapest)', () => {
  it.each([
    ['the marked one wins over a cheaper one', [plan('basic', 'allUsers', 0), plan('pro', 'allUsers', 900, { default: true })], 'pro'],
    ['the marked one, whatever its availability now', [plan('basic', 'allUsers', 0), plan('pro', 'inviteOnly', 900, { default: true })], 'pro'],
    ['else the cheapest', [plan('pro', 'allUsers', 900), plan('basic', 'allUsers', 500), plan('max', 'allUsers', 2000)], 'basic'],
    ['the cheapest, even if invite only today', [plan('pro', 'allUsers', 900), plan('basic', 'inviteOnly', 500)], 'basic'],
    ['free is cheapest', [plan('pro', 'allUsers', 900), plan('hobby', 'allUsers', 0)], 'hobby'],
    ['ties by slug', [plan('zed', 'allUsers', 500), plan('abc', 'allUsers', 500)], 'abc'],
    ['never the test plan', [plan('test', 'allUsers', 0), plan('pro', 'allUsers', 900)], 'pro'],
    ['not the test plan even if marked', [plan('test', 'allUsers', 0, { default: true }), plan('pro', 'allUsers', 900)], 'pro'],
    ['contract plans are not the cheapest', [plan('ent', 'allUsers', 0, { priceContract: true }), plan('pro', 'allUsers', 900)], 'pro'],
    ['a marked contract plan still wins', [plan('ent', 'allUsers', 0, { priceContract: true, default: true }), plan('pro', 'allUsers', 900)], 'ent'],
  ])('%s', (_, plans, slug) => {
    expect(gaDefaultPlan(plans)?.slug).toBe(slug);
  });

  it('is null when no plan qualifies', () => {
    expect(gaDefaultPlan([])).toBeNull();
    expect(gaDefaultPlan([plan('test', 'allUsers', 0)])).toBeNull();
    expect(gaDefaultPlan([plan('ent', 'allUsers', 0, { priceContract: true })])).toBeNull();
  });
});

describe('cheapestPlanPrice (spec §3 addon, §2 "the lowest-cost plan is the default")', () => {
  it.each([
    ['the lowest public visible list price', [plan('a', 'allUsers', 900), plan('b', 'allUsers', 500)], '$5.00'],
    ['ignores hidden, invite-only and disabled plans', [plan('a', 'allUsers', 900), plan('h', 'allUsersHidden', 1), plan('i', 'inviteOnly', 2), plan('d', 'disabled', 3)], '$9.00'],
    ['free', [plan('a', 'allUsers', 900), plan('f', 'allUsers', 0)], 'Free'],
    ['contract plans have no list price', [plan('e', 'allUsers', 1, { priceContract: true }), plan('a', 'allUsers', 123450)], '$1,234.50'],
    ['only contract plans', [plan('e', 'allUsers', 0, { priceContract: true })], 'Contract'],
  ])('%s', (_, plans, shown) => {
    const price = cheapestPlanPrice(plans);
    expect(price).not.toBeNull();
    expect(formatPlanPrice(price!)).toBe(shown);
  });

  it('is null without a public visible plan', () => {
    expect(cheapestPlanPrice([])).toBeNull();
    expect(cheapestPlanPrice([plan('h', 'allUsersHidden', 100)])).toBeNull();
  });
});

describe('lowestCostPlan (spec §2: "the lowest-cost plan is the default")', () => {
  const plan = (slug: string, priceCents: number, flags: Partial<{ enabled: boolean; public: boolean; visible: boolean; priceContract: boolean }> = {}) => ({
    slug,
    priceCents,
    priceContract: false,
    default: false,
    enabled: true,
    public: true,
    visible: true,
    ...flags,
  });

  it.each([
    ['the cheapest public visible plan', [plan('b', 500), plan('a', 100), plan('c', 900)], 'a'],
    ['not a hidden plan, however cheap', [plan('hidden', 0, { visible: false }), plan('b', 500)], 'b'],
    ['not an invite-only plan', [plan('invite', 0, { public: false, visible: false }), plan('b', 500)], 'b'],
    ['not a disabled plan', [plan('off', 0, { enabled: false, public: false, visible: false }), plan('b', 500)], 'b'],
    ['not a contract plan', [plan('contract', 0, { priceContract: true }), plan('b', 500)], 'b'],
    ['ties by slug', [plan('y', 100), plan('x', 100)], 'x'],
    ['none when nothing qualifies', [plan('hidden', 0, { visible: false })], null],
  ])('%s', (_case, plans, slug) => {
    expect(lowestCostPlan(plans)?.slug ?? null).toBe(slug);
  });
});
