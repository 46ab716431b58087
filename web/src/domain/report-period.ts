/**
 * Monthly report periods (spec §3 report, §9): shown as 'YYYY MMM'. The
 * period is stored as the first instant of the month in UTC, which a browser
 * west of UTC reads as the last day of the month before; spec §9 "The report
 * period and date transform are shifted by one day" is that correction: the
 * day after the stored instant always falls inside the intended month.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { GENERAL_DATE_FORMAT } from './general-date';

dayjs.extend(utc);

/** A day inside the intended month (the one-day shift); throws on anything that is not a date. */
function shifted(period: string) {
  const day = dayjs.utc(period).add(1, 'day');
  if (!day.isValid()) throw new RangeError(`Not a report period: ${period}`);
  return day;
}

/** '2026-10-01T00:00:00Z' → '2026 Oct', in every time zone. */
export function formatReportPeriod(period: string): string {
  return shifted(period).format('YYYY MMM');
}

/** The period as 'YYYY-MM' (a sortable key and a file name part). */
export function reportMonthKey(period: string): string {
  return shifted(period).format('YYYY-MM');
}

/**
 * What a statement prints (spec §9 general dates, 'MMMM Do, YYYY'): the first
 * and last day the period covers, and the day it is issued — the first of
 * the month after. Calendar days of the period itself, so UTC, not the
 * reader's zone.
 */
export function reportPeriodDates(period: string): { first: string; last: string; issued: string } {
  const month = shifted(period).startOf('month');
  return {
    first: month.format(GENERAL_DATE_FORMAT),
    last: month.endOf('month').format(GENERAL_DATE_FORMAT),
    issued: month.add(1, 'month').format(GENERAL_DATE_FORMAT),
  };
}

/** Spec §9: the revenue chart reloads at most every 360 ms while its size changes. */
export const REPORT_CHART_DEBOUNCE_MS = 360;
