import { describe, expect, it } from 'vitest';
import {
  activeRepricingOf,
  ADMIN_REPRICING_TRANSITIONS,
  assertRepricingStatus,
  canRequestRepricing,
  isActiveRepricingStatus,
  isNonGrandfatheredPriceIncrease,
  isRepricingStatus,
  priceChange,
  REPRICING_GROUP_LABELS,
  REPRICING_GROUPS,
  REPRICING_SAME_PRICE_MESSAGE,
  REPRICING_STATUS_LABELS,
  REPRICING_STATUSES,
  repricingBlock,
  repricingGroupOf,
  repricingPriceProblem,
  repricingSubmittedMessage,
} from './repricing';

/** Spec §4 "Repricing": each status, its label, group and activeness. */
const STATUS_TABLE = [
  ['new', 'New', 'current', true],
  ['in_progress', 'In Progress', 'current', true],
  ['approved', 'Approved', 'scheduled', true],
  ['partially_complete', 'Partially Complete', 'scheduled', true],
  ['completed', 'Completed', 'history', false],
  ['rejected', 'Rejected', 'history', false],
  ['error', 'Error', 'history', false],
] as const;

describe('repricing statuses (spec §4)', () => {
  it('are seven', () => {
    expect(REPRICING_STATUSES).toEqual(STATUS_TABLE.map(([status]) => status));
  });

  it.each(STATUS_TABLE)('%s: label %j, tab %s, active %s', (status, label, group, active) => {
    expect(REPRICING_STATUS_LABELS[status]).toBe(label);
    expect(repricingGroupOf(status)).toBe(group);
    expect(isActiveRepricingStatus(status)).toBe(active);
    expect(isRepricingStatus(status)).toBe(true);
    expect(assertRepricingStatus(status)).toBe(status);
  });

  it.each(['', 'pending', 'NEW', 'In Progress', 'cancelled', 'toString', '__proto__'])('%j is unknown, and an error', (status) => {
    expect(isRepricingStatus(status)).toBe(false);
    expect(() => assertRepricingStatus(status)).toThrow(RangeError);
    expect(() => repricingGroupOf(status)).toThrow(RangeError);
    expect(() => isActiveRepricingStatus(status)).toThrow(RangeError);
  });

  it('are listed under three tabs, current first', () => {
    expect(REPRICING_GROUPS.map((group) => REPRICING_GROUP_LABELS[group])).toEqual(['Current', 'Scheduled', 'History']);
  });

  it('admins move requests to new, in_progress, approved or rejected', () => {
    expect(ADMIN_REPRICING_TRANSITIONS).toEqual(['new', 'in_progress', 'approved', 'rejected']);
  });
});

describe('the active repricing of a plan (spec §2: one at a time)', () => {
  it.each([
    [[], null],
    [[{ id: 1, status: 'completed' }, { id: 2, status: 'rejected' }], null],
    [[{ id: 1, status: 'completed' }, { id: 2, status: 'approved' }], 2],
    [[{ id: 1, status: 'partially_complete' }], 1],
    [[{ id: 1, status: 'error' }, { id: 2, status: 'new' }], 2],
  ])('%j → %s', (repricings, id) => {
    expect(activeRepricingOf(repricings)?.id ?? null).toBe(id);
  });

  it('throws on an unknown status rather than misfiling it', () => {
    expect(() => activeRepricingOf([{ status: 'mystery' }])).toThrow(RangeError);
  });
});

describe('who may request (spec §4: only GA add-ons)', () => {
  it.each([
    ['alpha', false],
    ['beta', false],
    ['ga', true],
    ['shutdown', false],
  ] as const)('%s → %s', (state, allowed) => {
    expect(canRequestRepricing(state)).toBe(allowed);
  });

  it.each([
    ['beta', [], 'notGa'],
    ['beta', [{ status: 'new' }], 'notGa'],
    ['ga', [], null],
    ['ga', [{ status: 'completed' }, { status: 'rejected' }, { status: 'error' }], null],
    ['ga', [{ status: 'completed' }, { status: 'in_progress' }], 'active'],
    ['ga', [{ status: 'approved' }], 'active'],
  ] as const)('%s add-on with %j → %s', (state, repricings, block) => {
    expect(repricingBlock(state, repricings)).toBe(block);
  });
});

describe('the price change (spec §3 repricing, §4, §5)', () => {
  it.each([
    [1000, 1500, 'increase'],
    [1000, 1001, 'increase'],
    [0, 1, 'increase'],
    [1000, 999, 'decrease'],
    [1000, 0, 'decrease'],
    [1000, 1000, 'same'],
    [0, 0, 'same'],
  ] as const)('%i → %i cents is %s', (original, price, change) => {
    expect(priceChange(original, price)).toBe(change);
    expect(repricingPriceProblem(original, price)).toBe(change === 'same' ? 'Price cannot be the same.' : null);
  });

  it('says the spec words', () => {
    expect(REPRICING_SAME_PRICE_MESSAGE).toBe('Price cannot be the same.');
  });

  it.each([
    [1000, 1500, false, true],
    [1000, 1500, true, false],
    [1000, 500, false, false],
    [1000, 500, true, false],
    [1000, 1000, false, false],
  ])('%i → %i cents, grandfathered %s: flagged %s', (originalPriceCents, priceCents, grandfathered, flagged) => {
    expect(isNonGrandfatheredPriceIncrease({ originalPriceCents, priceCents, grandfathered })).toBe(flagged);
  });
});

describe('repricingSubmittedMessage (spec §8)', () => {
  it('names the plan', () => {
    expect(repricingSubmittedMessage('Premium 0')).toBe('Repricing submitted for "Premium 0".');
  });
});
