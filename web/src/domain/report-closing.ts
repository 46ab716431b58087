/**
 * Is a month's report final yet? (issue 31 item 3: on 28 November the
 * unfinished November was listed, filed and printed as an issued month.)
 * A month in progress is shown everywhere — page, PDF, CSV — marked
 * provisional with the day it becomes final, never as issued.
 *
 * Decided in UTC: a period is a calendar month in UTC (stored as its first
 * instant in UTC, its statement prints UTC calendar days — report-period.ts),
 * so it closes at 00:00 UTC on the first of the next month for every reader,
 * whatever their time zone; the page, the sandbox's files and a real backend
 * therefore agree on which months are final.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { formatReportPeriod, reportPeriodDates } from './report-period';

dayjs.extend(utc);

export type ReportPeriodStatus =
  | { closed: true }
  /** `finalOn`: the day it closes, as a statement prints it ('December 1st, 2026'). */
  | { closed: false; finalOn: string };

/** Whether `period` (a report's stored period) has ended as of `now`. */
export function reportPeriodStatus(period: string, now: Date): ReportPeriodStatus {
  if (Number.isNaN(now.getTime())) throw new RangeError('Not a time: now');
  // The one-day shift of report-period.ts: a day inside the intended month.
  const closes = dayjs.utc(period).add(1, 'day').startOf('month').add(1, 'month');
  if (!closes.isValid()) throw new RangeError(`Not a report period: ${period}`);
  return closes.valueOf() <= now.getTime() ? { closed: true } : { closed: false, finalOn: reportPeriodDates(period).issued };
}

/** 'in progress, provisional — final on December 1st, 2026', or null once the month has closed. */
export function provisionalNote(period: string, now: Date): string | null {
  const status = reportPeriodStatus(period, now);
  return status.closed ? null : `in progress, provisional — final on ${status.finalOn}`;
}

/** A month's shown name ('2026 Nov') marked as in progress: '2026 Nov (provisional)'. */
export const provisionalName = (shown: string) => `${shown} (provisional)`;

/** The period's short name, marked while in progress: '2026 Oct', '2026 Nov (provisional)'. */
export function reportPeriodName(period: string, now: Date): string {
  const shown = formatReportPeriod(period);
  return reportPeriodStatus(period, now).closed ? shown : provisionalName(shown);
}
