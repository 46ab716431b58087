/**
 * Monthly report periods (spec §3 report, §9): shown as 'YYYY MMM'. The
 * period is stored as the first instant of the month in UTC, which a browser
 * west of UTC reads as the last day of the month before; spec §9 "The report
 * period and date transform are shifted by one day" is that correction: the
 * day after the stored instant always falls inside the intended month.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** '2026-10-01T00:00:00Z' → '2026 Oct', in every time zone. */
export function formatReportPeriod(period: string): string {
  const shifted = dayjs.utc(period).add(1, 'day');
  if (!shifted.isValid()) throw new RangeError(`Not a report period: ${period}`);
  return shifted.format('YYYY MMM');
}

/** The period as 'YYYY-MM' (a sortable key and a file name part). */
export function reportMonthKey(period: string): string {
  return dayjs.utc(period).add(1, 'day').format('YYYY-MM');
}

/** Spec §9: the revenue chart reloads at most every 360 ms while its size changes. */
export const REPORT_CHART_DEBOUNCE_MS = 360;
