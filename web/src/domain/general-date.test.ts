import { describe, expect, it, onTestFinished } from 'vitest';
import { formatGeneralDate, formatGeneralDateTime } from './general-date';

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

describe('formatGeneralDateTime (spec §9: general dates with time HH:mm:ss)', () => {
  it('adds the 24-hour time in the viewer\'s zone', () => {
    const before = process.env.TZ;
    process.env.TZ = 'UTC';
    onTestFinished(() => {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    });
    expect(formatGeneralDateTime('2026-03-02T15:04:05.000Z')).toBe('March 2nd, 2026 15:04:05');
    expect(formatGeneralDateTime('2026-11-21T00:00:09.000Z')).toBe('November 21st, 2026 00:00:09');
  });

  it('refuses what is not a date', () => {
    expect(() => formatGeneralDateTime('soon')).toThrow(RangeError);
  });
});
