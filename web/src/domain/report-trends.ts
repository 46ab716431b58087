/**
 * What the reports screen draws (issue 12): revenue per plan per month for
 * the chart, each plan's month-over-month trend, and the rows of the
 * exported list. Months oldest first, so charts read left to right.
 */
import { formatReportPeriod, reportMonthKey } from './report-period';

export interface TrendAmounts {
  totalBillings: number;
  customerBillings: number;
  providerAssessedBillings: number;
  providerShare: number;
  platformShare: number;
}

export interface TrendReport extends TrendAmounts {
  period: string;
  /** One entry per add-on and plan. */
  addonBillings: readonly (TrendAmounts & { addonSlug: string; planSlug: string; planName: string })[];
}

export interface PlanSeries {
  /** `addon/plan`, unique across add-ons. */
  key: string;
  addonSlug: string;
  planName: string;
  /** Billed cents per month, aligned with `months`; 0 where the plan had no billing. */
  billed: number[];
}

export interface RevenueByPlan {
  /** 'YYYY MMM', oldest first. */
  months: string[];
  series: PlanSeries[];
}

export function revenueByPlan(reports: readonly TrendReport[]): RevenueByPlan {
  const ordered = [...reports].sort((a, b) => reportMonthKey(a.period).localeCompare(reportMonthKey(b.period)));
  const series = new Map<string, PlanSeries>();
  ordered.forEach((report, month) => {
    for (const line of report.addonBillings) {
      const key = `${line.addonSlug}/${line.planSlug}`;
      const entry = series.get(key) ?? { key, addonSlug: line.addonSlug, planName: line.planName, billed: new Array<number>(ordered.length).fill(0) };
      entry.billed[month] = line.totalBillings;
      series.set(key, entry);
    }
  });
  return { months: ordered.map((report) => formatReportPeriod(report.period)), series: [...series.values()] };
}

/**
 * A plan's latest month against the months before it: a percentage change,
 * or, where the month before billed nothing so no percentage exists, 'new'
 * (nothing billed in any month before, something now) or 'resumed' (billed
 * some earlier month, nothing the month before, something now). Nothing
 * billed in both months is no change (0%).
 */
export type Trend = { kind: 'change'; percent: number } | { kind: 'new' } | { kind: 'resumed' };

/**
 * The latest month's trend, the change in percent rounded to one decimal and
 * taken against the size of the month before (a refund month can be
 * negative, so a smaller refund reads as a rise). `null` when there is no
 * trend to show: no months, or nothing billed now and no month before (or
 * a refund following a month without billing).
 */
export function monthOverMonth(billed: readonly number[]): Trend | null {
  const latest = billed.at(-1);
  if (latest === undefined) return null;
  const previous = billed.at(-2);
  if (previous !== undefined && previous !== 0) {
    return { kind: 'change', percent: Math.round(((latest - previous) / Math.abs(previous)) * 1000) / 10 };
  }
  if (previous === 0 && latest === 0) return { kind: 'change', percent: 0 };
  if (latest <= 0) return null;
  return billed.slice(0, -1).some((cents) => cents !== 0) ? { kind: 'resumed' } : { kind: 'new' };
}

/**
 * The Change column: '+12.5%', '−3.0%', '0.0%' (a true minus sign, as the
 * screen prints it), 'New', 'Resumed', or '—' when there is no trend.
 */
export function formatTrend(trend: Trend | null): string {
  if (trend === null) return '—';
  if (trend.kind === 'new') return 'New';
  if (trend.kind === 'resumed') return 'Resumed';
  const { percent } = trend;
  if (percent === 0) return '0.0%';
  return `${percent > 0 ? '+' : '−'}${Math.abs(percent).toFixed(1)}%`;
}
