import { describe, expect, it } from 'vitest';
import { formatGeneralDate } from './general-date';

describe('formatGeneralDate (spec §9: MMMM Do, YYYY)', () => {
  it.each([
    ['2021-03-02T12:00:00.000Z', 'March 2nd, 2021'],
    ['2022-06-01T12:00:00.000Z', 'June 1st, 2022'],
    ['2024-01-11T12:00:00.000Z', 'January 11th, 2024'],
    ['2024-01-23T12:00:00.000Z', 'January 23rd, 2024'],
    ['2025-12-31T12:00:00.000Z', 'December 31st, 2025'],
  ])('%s → %s', (timestamp, expected) => {
    expect(formatGeneralDate(timestamp)).toBe(expected);
  });

  it('refuses what is not a date, rather than printing "Invalid Date"', () => {
    expect(() => formatGeneralDate('yesterday')).toThrow(RangeError);
  });
});
