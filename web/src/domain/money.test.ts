import { describe, expect, it } from 'vitest';
import { centsToDollars, centsToDollarsInput, DOLLARS_MESSAGES, formatCents, formatPlanPrice, parseDollars } from './money';

describe('formatCents (spec §9: dollars, thousands separators, two decimals)', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [50, '$0.50'],
    [100, '$1.00'],
    [1999, '$19.99'],
    [123450, '$1,234.50'],
    [100000, '$1,000.00'],
    [99999, '$999.99'],
    [123456789, '$1,234,567.89'],
    [-100, '-$1.00'],
    [-123450, '-$1,234.50'],
    [Number.MAX_SAFE_INTEGER, '$90,071,992,547,409.91'],
  ])('%i cents → %s', (cents, shown) => {
    expect(formatCents(cents)).toBe(shown);
  });

  it.each([0.5, 19.99, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('refuses %s (not whole cents)', (cents) => {
    expect(() => formatCents(cents)).toThrow(RangeError);
  });
});

describe('formatPlanPrice (spec §3 formattedListPrice, §9)', () => {
  it.each([
    [{ priceCents: 0, priceContract: false }, 'Free'],
    [{ priceCents: 1, priceContract: false }, '$0.01'],
    [{ priceCents: 2500, priceContract: false }, '$25.00'],
    [{ priceCents: 123450, priceContract: false }, '$1,234.50'],
    [{ priceCents: 0, priceContract: true }, 'Contract'],
    [{ priceCents: 123450, priceContract: true }, 'Contract'],
  ])('%o → %s', (price, shown) => {
    expect(formatPlanPrice(price)).toBe(shown);
  });

  it('refuses broken cents unless the price is by contract', () => {
    expect(() => formatPlanPrice({ priceCents: 1.5, priceContract: false })).toThrow(RangeError);
    expect(formatPlanPrice({ priceCents: Number.NaN, priceContract: true })).toBe('Contract');
  });
});

describe('centsToDollars (report exports: any whole cents, refunds and credits negative)', () => {
  it.each([
    [0, '0.00'],
    [7, '0.07'],
    [1999, '19.99'],
    [123450, '1234.50'],
    [-1, '-0.01'],
    [-99, '-0.99'],
    [-100, '-1.00'],
    [-1234, '-12.34'],
    [-123450, '-1234.50'],
    [Number.MIN_SAFE_INTEGER, '-90071992547409.91'],
  ])('%i → %s', (cents, shown) => {
    expect(centsToDollars(cents)).toBe(shown);
  });

  it.each([1.5, -0.5, Number.NaN, Number.NEGATIVE_INFINITY])('refuses %s (not whole cents)', (cents) => {
    expect(() => centsToDollars(cents)).toThrow(RangeError);
  });
});

describe('centsToDollarsInput (spec §3 formattedPriceDollars)', () => {
  it.each([
    [0, '0.00'],
    [7, '0.07'],
    [1999, '19.99'],
    [123450, '1234.50'],
  ])('%i → %s', (cents, input) => {
    expect(centsToDollarsInput(cents)).toBe(input);
  });

  it('refuses negative or broken cents', () => {
    expect(() => centsToDollarsInput(-1)).toThrow(RangeError);
    expect(() => centsToDollarsInput(1.5)).toThrow(RangeError);
  });

  it('reads back to the same cents through parseDollars', () => {
    for (let cents = 0; cents < 100_000; cents += 7) {
      expect(parseDollars(centsToDollarsInput(cents))).toEqual({ ok: true, cents });
    }
  });
});

describe('parseDollars (spec §5: cents = floor(100 × value))', () => {
  it.each([
    ['0', 0],
    ['0.00', 0],
    ['1', 100],
    ['19.99', 1999], // 19.99 * 100 is 1998.9999999999998 as a float
    ['0.29', 29], // 0.29 * 100 is 28.999999999999996
    ['1.005', 100], // floor, not rounding
    ['1.009', 100],
    ['0.999', 99],
    ['4.35', 435], // 4.35 * 100 is 434.99999999999994
    ['1234.5', 123450],
    ['.5', 50],
    ['5.', 500],
    ['007.10', 710],
    ['  25  ', 2500],
    ['$25', 2500],
    ['1,234.50', 123450],
    ['$1,234,567.89', 123456789],
    ['9999999999999.99', 999999999999999],
    ['0000000000000000001', 100],
  ])('%j → %i cents', (input, cents) => {
    expect(parseDollars(input)).toEqual({ ok: true, cents });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['-1', 'negative'],
    ['-0.01', 'negative'],
    ['-$5', 'negative'],
    ['-.5', 'negative'],
    ['abc', 'notANumber'],
    ['-', 'notANumber'],
    ['.', 'notANumber'],
    ['$', 'notANumber'],
    ['1e3', 'notANumber'],
    ['19,99', 'notANumber'], // a decimal comma is not guessed at
    ['1,23,456', 'notANumber'],
    ['1.2.3', 'notANumber'],
    ['+5', 'notANumber'],
    ['5 dollars', 'notANumber'],
    ['NaN', 'notANumber'],
    ['Infinity', 'notANumber'],
    ['１２', 'notANumber'], // full-width digits
    ['10000000000000', 'tooLarge'],
  ] as const)('%j → %s', (input, problem) => {
    expect(parseDollars(input)).toEqual({ ok: false, problem, message: DOLLARS_MESSAGES[problem] });
  });

  it('matches floor(100 × value) for every two-decimal amount up to $100', () => {
    for (let cents = 0; cents <= 10_000; cents += 1) {
      const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
      expect(parseDollars(text)).toEqual({ ok: true, cents });
    }
  });
});
