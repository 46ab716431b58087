import { describe, expect, it } from 'vitest';
import { FAILURES_DEFAULT_PERIOD } from '../failures/failures-address';
import { DEFAULT_PERIOD, periodFrom } from './health-period';

describe('periodFrom: the console\'s period in the address, one rule for every tab', () => {
  it("reads a period the address names, whatever the tab's default", () => {
    expect(periodFrom(new URLSearchParams('period=30d'), DEFAULT_PERIOD)).toBe('30d');
    expect(periodFrom(new URLSearchParams('period=24h'), FAILURES_DEFAULT_PERIOD)).toBe('24h');
  });

  it("falls back to the tab's own default without a period: Health a day, Failures a week", () => {
    expect(periodFrom(new URLSearchParams(''), DEFAULT_PERIOD)).toBe('24h');
    expect(periodFrom(new URLSearchParams('page=2'), FAILURES_DEFAULT_PERIOD)).toBe('7d');
  });

  it("falls back to the tab's default for a mistyped or old period, so the link still opens", () => {
    expect(periodFrom(new URLSearchParams('period=1y'), FAILURES_DEFAULT_PERIOD)).toBe('7d');
    expect(periodFrom(new URLSearchParams('period=7D'), DEFAULT_PERIOD)).toBe('24h');
  });
});
