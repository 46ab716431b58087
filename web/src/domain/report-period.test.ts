import { describe, expect, it } from 'vitest';
import { formatReportPeriod, REPORT_CHART_DEBOUNCE_MS, reportMonthKey, reportPeriodDates } from './report-period';

describe("report periods (spec §9: 'YYYY MMM', shifted by one day)", () => {
  it.each([
    ['2026-10-01T00:00:00Z', '2026 Oct', '2026-10'],
    ['2026-01-01T00:00:00Z', '2026 Jan', '2026-01'],
    ['2025-12-01T00:00:00Z', '2025 Dec', '2025-12'],
    // The same instant as a browser west of UTC writes it: still October.
    ['2026-09-30T19:00:00-05:00', '2026 Oct', '2026-10'],
    ['2024-02-29T23:00:00-01:00', '2024 Mar', '2024-03'],
    // Written as the last day of the month before, as some exports do.
    ['2026-09-30', '2026 Oct', '2026-10'],
  ])('%s → %s', (period, shown, key) => {
    expect(formatReportPeriod(period)).toBe(shown);
    expect(reportMonthKey(period)).toBe(key);
  });

  it('refuses what is not a date', () => {
    expect(() => formatReportPeriod('last month')).toThrow(RangeError);
    expect(() => reportMonthKey('last month')).toThrow(RangeError);
    expect(() => reportPeriodDates('last month')).toThrow(RangeError);
  });

  it.each([
    ['2026-11-01T00:00:00Z', { first: 'November 1st, 2026', last: 'November 30th, 2026', issued: 'December 1st, 2026' }],
    ['2026-09-30T19:00:00-05:00', { first: 'October 1st, 2026', last: 'October 31st, 2026', issued: 'November 1st, 2026' }],
    ['2024-02-01T00:00:00Z', { first: 'February 1st, 2024', last: 'February 29th, 2024', issued: 'March 1st, 2024' }],
    ['2025-12-01T00:00:00Z', { first: 'December 1st, 2025', last: 'December 31st, 2025', issued: 'January 1st, 2026' }],
  ])('a statement of %s covers its calendar month and is issued the day after', (period, dates) => {
    expect(reportPeriodDates(period)).toEqual(dates);
  });

  it('debounces the chart by 360 ms', () => {
    expect(REPORT_CHART_DEBOUNCE_MS).toBe(360);
  });
});
