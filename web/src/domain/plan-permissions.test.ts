import { describe, expect, it } from 'vitest';
import type { AddonState } from './addon-state';
import { type AvailabilityFlags, flagsForAvailability } from './plan-availability';
import {
  GA_PRICE_REPRICING_REASON,
  priceControl,
  directPriceChangeRefusal,
  ADMIN_ONLY_PLAN_ATTRIBUTES,
  adminOnlyPlanAttributesIn,
  AVAILABILITY_FIXED_REASONS as REASONS,
  type AvailabilityControl,
  type AvailabilityControlInput,
  availabilityControl,
  canCreatePlanPass,
  canInviteAlphaUsers,
  canSeePlanRowMenu,
} from './plan-permissions';

const hidden = { slug: 'basic', ...flagsForAvailability('allUsersHidden') };
const testPlan = { slug: 'test', ...flagsForAvailability('inviteOnly') };

describe('availabilityControl (spec §4 "Plan availability")', () => {
  const cases: [string, AvailabilityControlInput, AvailabilityControl][] = [
    // "New plans always start as Invite Only."
    ['new plan, beta', { addonState: 'beta', isAdmin: false, plan: null }, { kind: 'fixed', availability: 'inviteOnly', reason: REASONS.newPlan }],
    ['new plan, GA, admin', { addonState: 'ga', isAdmin: true, plan: null }, { kind: 'fixed', availability: 'inviteOnly', reason: REASONS.newPlan }],
    ['new plan, GA, slug test', { addonState: 'ga', isAdmin: false, plan: null, newSlug: 'test' }, { kind: 'fixed', availability: 'inviteOnly', reason: REASONS.newPlan }],
    // "In alpha the availability selector is disabled, and the test plan is always all users."
    ['alpha, partner', { addonState: 'alpha', isAdmin: false, plan: hidden }, { kind: 'fixed', availability: 'allUsersHidden', reason: REASONS.alpha }],
    ['alpha, admin', { addonState: 'alpha', isAdmin: true, plan: hidden }, { kind: 'fixed', availability: 'allUsersHidden', reason: REASONS.alpha }],
    ['alpha, new plan', { addonState: 'alpha', isAdmin: false, plan: null }, { kind: 'fixed', availability: 'inviteOnly', reason: REASONS.alpha }],
    ['alpha, test plan', { addonState: 'alpha', isAdmin: false, plan: testPlan }, { kind: 'fixed', availability: 'allUsers', reason: REASONS.alphaTestPlan }],
    ['alpha, test plan, admin', { addonState: 'alpha', isAdmin: true, plan: testPlan }, { kind: 'fixed', availability: 'allUsers', reason: REASONS.alphaTestPlan }],
    ['alpha, new test plan', { addonState: 'alpha', isAdmin: false, plan: null, newSlug: 'test' }, { kind: 'fixed', availability: 'allUsers', reason: REASONS.alphaTestPlan }],
    // Beta: nothing restricts it.
    ['beta, partner', { addonState: 'beta', isAdmin: false, plan: hidden }, { kind: 'select' }],
    ['beta, admin', { addonState: 'beta', isAdmin: true, plan: hidden }, { kind: 'select' }],
    ['beta, test plan', { addonState: 'beta', isAdmin: false, plan: testPlan }, { kind: 'select' }],
    // "In GA, a provider changes availability through an external change-request form. Admins can switch directly."
    ['GA, partner', { addonState: 'ga', isAdmin: false, plan: hidden }, { kind: 'changeRequest' }],
    ['GA, admin', { addonState: 'ga', isAdmin: true, plan: hidden }, { kind: 'adminSwitch' }],
    // Shut down: the plans no longer change.
    ['shutdown, admin', { addonState: 'shutdown', isAdmin: true, plan: hidden }, { kind: 'fixed', availability: 'allUsersHidden', reason: REASONS.shutdown }],
  ];

  it.each(cases)('%s', (_, input, control) => {
    expect(availabilityControl(input)).toEqual(control);
  });
});

const enabledOnes: [string, AvailabilityFlags][] = [
  ['allUsers', flagsForAvailability('allUsers')],
  ['allUsersHidden', flagsForAvailability('allUsersHidden')],
  ['inviteOnly', flagsForAvailability('inviteOnly')],
];
const disabled = flagsForAvailability('disabled');

describe('canSeePlanRowMenu (spec §2, §6)', () => {
  it.each(enabledOnes)('everyone sees it on an %s plan', (_, plan) => {
    expect(canSeePlanRowMenu(plan, false)).toBe(true);
    expect(canSeePlanRowMenu(plan, true)).toBe(true);
  });

  it('is hidden from non-admins on a disabled plan, shown to admins', () => {
    expect(canSeePlanRowMenu(disabled, false)).toBe(false);
    expect(canSeePlanRowMenu(disabled, true)).toBe(true);
  });
});

describe('canCreatePlanPass (spec §4: private enabled plans, not in alpha)', () => {
  const states: AddonState[] = ['alpha', 'beta', 'ga', 'shutdown'];
  const plans: [string, AvailabilityFlags][] = [...enabledOnes, ['disabled', disabled]];
  const table = states.flatMap((state) =>
    plans.map(([name, plan]) => [state, name, plan, state !== 'alpha' && name === 'inviteOnly'] as const),
  );

  it.each(table)('%s add-on, %s plan → %s', (state, _, plan, allowed) => {
    expect(canCreatePlanPass(state, plan)).toBe(allowed);
  });

  it('refuses an enabled plan flagged visible but not public (read as Invite Only) in alpha only', () => {
    const odd = { enabled: true, public: false, visible: true };
    expect(canCreatePlanPass('beta', odd)).toBe(true);
    expect(canCreatePlanPass('alpha', odd)).toBe(false);
  });
});

describe('canInviteAlphaUsers (spec §4: only on alpha add-ons)', () => {
  it.each([
    ['alpha', true],
    ['beta', false],
    ['ga', false],
    ['shutdown', false],
  ] as const)('%s → %s', (state, allowed) => {
    expect(canInviteAlphaUsers(state)).toBe(allowed);
  });
});

describe('admin-only plan attributes (spec §3 plan, §4, §6)', () => {
  it('are the shield, private-networking and temporary-support properties', () => {
    expect([...ADMIN_ONLY_PLAN_ATTRIBUTES].sort()).toEqual(
      [
        'installableWithPrivateNetworking',
        'installableWithoutPrivateNetworking',
        'shield',
        'shieldDefault',
        'temporarySpaceSupported',
        'temporarySupported',
      ].sort(),
    );
  });

  it.each([
    [{ name: 'Pro', priceCents: 100 }, []],
    [{}, []],
    [{ shield: true }, ['shield']],
    [{ name: 'x', shieldDefault: false, temporarySupported: undefined }, ['shieldDefault', 'temporarySupported']],
    [{ installableWithoutPrivateNetworking: false, installableWithPrivateNetworking: true }, ['installableWithPrivateNetworking', 'installableWithoutPrivateNetworking']],
    [{ temporarySpaceSupported: null }, ['temporarySpaceSupported']],
    [{ shield_default: true }, []], // snake_case is the wire's; this reads the client's camelCase
  ])('%o → %j', (change, found) => {
    expect(adminOnlyPlanAttributesIn(change)).toEqual(found);
  });

  it('does not count inherited keys', () => {
    expect(adminOnlyPlanAttributesIn(Object.create({ shield: true }) as object)).toEqual([]);
  });
});

describe('priceControl (spec §4 "Repricing": a GA plan changes price through a repricing)', () => {
  const saved = { slug: 'standard' };
  it.each<[AddonState, object | null, ReturnType<typeof priceControl>]>([
    ['alpha', saved, { kind: 'editable' }],
    ['beta', saved, { kind: 'editable' }],
    ['shutdown', saved, { kind: 'editable' }],
    ['ga', null, { kind: 'editable' }],
    ['ga', saved, { kind: 'repricing', reason: GA_PRICE_REPRICING_REASON }],
  ])('%s add-on, plan %j: %j', (addonState, plan, expected) => {
    expect(priceControl({ addonState, plan })).toEqual(expected);
  });
});

describe('directPriceChangeRefusal (the sandbox’s side: a GA plan’s price is neither raised nor lowered directly)', () => {
  const current = { priceCents: 120000, priceContract: false };
  it.each<[string, boolean, AddonState, object]>([
    ['raised on GA', true, 'ga', { priceCents: 130000 }],
    ['lowered on GA', true, 'ga', { priceCents: 110000 }],
    ['lowered to free on GA', true, 'ga', { priceCents: 0 }],
    ['switched to contract on GA', true, 'ga', { priceContract: true }],
    ['sent unchanged on GA', false, 'ga', { priceCents: 120000, priceContract: false }],
    ['left out on GA', false, 'ga', {}],
    ['raised on beta', false, 'beta', { priceCents: 130000 }],
    ['lowered on beta', false, 'beta', { priceCents: 110000 }],
    ['lowered on alpha', false, 'alpha', { priceCents: 110000 }],
  ])('a price %s: refused %s', (_case, refused, addonState, sent) => {
    expect(directPriceChangeRefusal(addonState, current, sent)).toBe(refused ? GA_PRICE_REPRICING_REASON : null);
  });
});
