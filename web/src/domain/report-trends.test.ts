import { describe, expect, it } from 'vitest';
import { formatTrend, monthOverMonth, revenueByPlan, type TrendAmounts, type TrendReport } from './report-trends';

const amounts = (billed: number): TrendAmounts => ({
  totalBillings: billed,
  customerBillings: billed,
  providerAssessedBillings: billed,
  providerShare: Math.floor(billed * 0.8),
  platformShare: billed - Math.floor(billed * 0.8),
});

const report = (period: string, plans: Record<string, Record<string, number>>): TrendReport => ({
  period,
  ...amounts(0),
  addonBillings: Object.entries(plans).flatMap(([addonSlug, byPlan]) =>
    Object.entries(byPlan).map(([planSlug, billed]) => ({ addonSlug, planSlug, planName: planSlug.toUpperCase(), ...amounts(billed) })),
  ),
});

describe('revenueByPlan', () => {
  it('orders months oldest first whatever the input order, one series per add-on and plan, 0 where a plan was not billed', () => {
    const result = revenueByPlan([
      report('2026-11-01T00:00:00Z', { pg: { std: 300, big: 50 }, stream: { std: 7 } }),
      report('2026-10-01T00:00:00Z', { pg: { std: 200 } }),
    ]);
    expect(result.months).toEqual(['2026 Oct', '2026 Nov']);
    expect(result.series).toEqual([
      { key: 'pg/std', addonSlug: 'pg', planName: 'STD', billed: [200, 300] },
      { key: 'pg/big', addonSlug: 'pg', planName: 'BIG', billed: [0, 50] },
      { key: 'stream/std', addonSlug: 'stream', planName: 'STD', billed: [0, 7] },
    ]);
  });

  it('is empty without reports', () => {
    expect(revenueByPlan([])).toEqual({ months: [], series: [] });
  });
});

describe('monthOverMonth and formatTrend', () => {
  it.each([
    [[100, 125], 12.5 * 2],
    [[200, 150], -25],
    [[300, 300], 0],
    [[3, 4], 33.3],
    [[7, 5, 6], 20],
  ])('%j → %d%%', (billed, percent) => {
    expect(monthOverMonth(billed)).toBe(percent);
  });

  it('has no trend without a month before, or from nothing', () => {
    expect(monthOverMonth([500])).toBeNull();
    expect(monthOverMonth([])).toBeNull();
    expect(monthOverMonth([0, 500])).toBeNull();
  });

  it('prints a sign and one decimal', () => {
    expect(formatTrend(25)).toBe('+25.0%');
    expect(formatTrend(-3)).toBe('−3.0%');
    expect(formatTrend(0)).toBe('0.0%');
  });
});
