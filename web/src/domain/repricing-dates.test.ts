import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRepricingDate, REPRICING_CUTOFF_DAY, repricingDateSentences, repricingDates } from './repricing-dates';

/**
 * Instants are written with their offset, and the machine's own time zone is
 * set to each of these in turn: the answer must not depend on it.
 */
const MACHINE_ZONES = ['UTC', 'America/New_York', 'Asia/Tokyo'];

describe.each(MACHINE_ZONES)('repricingDates (spec §4 "Repricing": the 20th-of-month rule, in UTC), machine in %s', (zone) => {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    // Assigning undefined would store the string 'undefined'.
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });

  it('runs in that zone', () => {
    expect(new Date('2024-01-01T00:00:00Z').getTimezoneOffset()).toBe({ UTC: 0, 'America/New_York': 300, 'Asia/Tokyo': -540 }[zone]);
  });

  it('cuts off on the 20th', () => {
    expect(REPRICING_CUTOFF_DAY).toBe(20);
  });

  it.each([
    // before the 20th: next month, and the month after next
    ['2024-03-01T00:00:00Z', '2024-04-01', '2024-05-01'],
    ['2024-03-19T23:59:59.999Z', '2024-04-01', '2024-05-01'],
    // on or after the 20th: a month later each
    ['2024-03-20T00:00:00Z', '2024-05-01', '2024-06-01'],
    ['2024-03-31T23:59:59Z', '2024-05-01', '2024-06-01'],
    // month lengths: February in a leap year and not
    ['2024-02-29T12:00:00Z', '2024-04-01', '2024-05-01'],
    ['2023-02-19T12:00:00Z', '2023-03-01', '2023-04-01'],
    ['2023-01-31T12:00:00Z', '2023-03-01', '2023-04-01'],
    // year ends
    ['2023-11-19T12:00:00Z', '2023-12-01', '2024-01-01'],
    ['2023-11-20T12:00:00Z', '2024-01-01', '2024-02-01'],
    ['2023-12-01T00:00:00Z', '2024-01-01', '2024-02-01'],
    ['2023-12-19T12:00:00Z', '2024-01-01', '2024-02-01'],
    ['2023-12-20T00:00:00Z', '2024-02-01', '2024-03-01'],
    ['2023-12-31T23:59:59Z', '2024-02-01', '2024-03-01'],
    ['2023-10-25T12:00:00Z', '2023-12-01', '2024-01-01'],
    // the UTC day counts, not the partner's
    ['2024-03-19T20:00:00-05:00', '2024-05-01', '2024-06-01'], // the 20th, 01:00 UTC
    ['2024-03-20T08:00:00+09:00', '2024-04-01', '2024-05-01'], // the 19th, 23:00 UTC
    ['2023-12-31T20:00:00-05:00', '2024-02-01', '2024-03-01'], // already 2024-01-01 UTC, before the 20th
    ['2024-01-01T00:30:00+01:00', '2024-02-01', '2024-03-01'], // still 2023-12-31 UTC, after the 20th
  ])('requested %s → new installs %s, existing installs %s', (at, newInstalls, existingInstalls) => {
    expect(repricingDates(new Date(at), false)).toEqual({ newInstalls, existingInstalls });
  });

  it('leaves existing installs alone when grandfathered', () => {
    expect(repricingDates(new Date('2024-03-05T00:00:00Z'), true)).toEqual({ newInstalls: '2024-04-01', existingInstalls: null });
    expect(repricingDates(new Date('2023-12-20T00:00:00Z'), true)).toEqual({ newInstalls: '2024-02-01', existingInstalls: null });
  });

  it('refuses an invalid date', () => {
    expect(() => repricingDates(new Date('not a date'), false)).toThrow(new RangeError('Not a date'));
  });
});

describe('formatRepricingDate (spec §9: MM/DD/YYYY)', () => {
  it.each([
    ['2024-04-01', '04/01/2024'],
    ['2024-12-01', '12/01/2024'],
    ['2024-02-29', '02/29/2024'],
  ])('%s → %s', (day, shown) => {
    expect(formatRepricingDate(day)).toBe(shown);
  });

  it.each(['2023-02-29', '2024-4-1', '04/01/2024', ''])('refuses %j', (day) => {
    expect(() => formatRepricingDate(day)).toThrow(new RangeError(`Not a calendar date (YYYY-MM-DD): ${day}`));
  });
});

describe('repricingDateSentences', () => {
  it('names both dates', () => {
    expect(repricingDateSentences({ newInstalls: '2024-01-01', existingInstalls: '2024-02-01' })).toEqual([
      'New installs get the new price no sooner than 01/01/2024.',
      'Existing installs get the new price no sooner than 02/01/2024.',
    ]);
  });

  it('says existing installs keep their price when grandfathered', () => {
    expect(repricingDateSentences({ newInstalls: '2024-01-01', existingInstalls: null })[1]).toBe(
      'Existing installs keep their current price (grandfathered).',
    );
  });
});
