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
    [[100, 125], 25, '+25.0%'],
    [[200, 150], -25, '−25.0%'],
    [[300, 300], 0, '0.0%'],
    [[3, 4], 33.3, '+33.3%'],
    [[7, 5, 6], 20, '+20.0%'],
    [[500, 0], -100, '−100.0%'],
    [[-200, -100], 50, '+50.0%'], // a smaller refund
    [[100, -100], -200, '−200.0%'],
    [[0, 0], 0, '0.0%'], // nothing billed in either month: no change, not new
    [[500, 0, 0], 0, '0.0%'], // billed earlier, then stopped
    [[0, 0, 0], 0, '0.0%'],
  ])('%j → %d percent, shown %s', (billed, percent, shown) => {
    const trend = monthOverMonth(billed);
    expect(trend).toEqual({ kind: 'change', percent });
    expect(formatTrend(trend)).toBe(shown);
  });

  it.each([
    [[500], { kind: 'new' }, 'New'], // the first month, billing
    [[0, 500], { kind: 'new' }, 'New'],
    [[0, 0, 7], { kind: 'new' }, 'New'],
    [[300, 0, 500], { kind: 'resumed' }, 'Resumed'], // billed earlier, stopped, billing again
    [[], null, '—'],
    [[0], null, '—'], // the first month, nothing billed
    [[0, -100], null, '—'], // a refund after a month without billing
  ] as const)('%j → %o, shown %s', (billed, trend, shown) => {
    expect(monthOverMonth(billed)).toEqual(trend);
    expect(formatTrend(monthOverMonth(billed))).toBe(shown);
  });
});
