/**
 * What a report file is called when saved (issue 31 item 11: the list's
 * export was named after the add-on the tab sits under, while it holds the
 * whole company's statements). Named after the company and the period it
 * covers, and marked when a month in it is still in progress, so a saved
 * provisional file is never mistaken for the final one.
 */
import type { ReportFormat } from '../api/reports';
import { reportPeriodStatus } from './report-closing';
import { reportMonthKey } from './report-period';

/** 'Acme Data' → 'acme-data'; letters and digits of any script kept, the rest one hyphen. */
export function companyFilePart(companyName: string): string {
  const part = companyName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return part || 'company';
}

const provisional = (period: string, now: Date) => (reportPeriodStatus(period, now).closed ? '' : '-provisional');

/** One month's statement: 'acme-data-statement-2026-10.pdf', 'acme-data-statement-2026-11-provisional.csv'. */
export function statementFileName(companyName: string, period: string, format: ReportFormat, now: Date): string {
  return `${companyFilePart(companyName)}-statement-${reportMonthKey(period)}${provisional(period, now)}.${format}`;
}

/** The exported list: 'acme-data-statements-2025-12-to-2026-11-provisional.csv' (its months in any order). */
export function statementListFileName(companyName: string, periods: readonly string[], now: Date): string {
  if (periods.length === 0) throw new RangeError('A list of statements needs at least one month.');
  const sorted = [...periods].sort((a, b) => reportMonthKey(a).localeCompare(reportMonthKey(b)));
  const first = reportMonthKey(sorted[0]!);
  const last = sorted.at(-1)!;
  const span = first === reportMonthKey(last) ? first : `${first}-to-${reportMonthKey(last)}`;
  return `${companyFilePart(companyName)}-statements-${span}${provisional(last, now)}.csv`;
}
