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
 * Change from the month before to the latest month, in percent rounded to
 * one decimal; `null` when there is no month before or it billed nothing
 * (no meaningful percentage).
 */
export function monthOverMonth(billed: readonly number[]): number | null {
  const latest = billed.at(-1);
  const previous = billed.at(-2);
  if (latest === undefined || previous === undefined || previous === 0) return null;
  return Math.round(((latest - previous) / previous) * 1000) / 10;
}

/** '+12.5%', '−3.0%', '0.0%' (a true minus sign, as the screen prints it). */
export function formatTrend(percent: number): string {
  if (percent === 0) return '0.0%';
  return `${percent > 0 ? '+' : '−'}${Math.abs(percent).toFixed(1)}%`;
}
