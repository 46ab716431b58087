import { describe, expect, it } from 'vitest';
import { integrationWarning, warningIncidents, warningSentence, WARNING_THRESHOLDS, type TrafficWindow } from './integration-warning';

const HOUR = 3_600_000;
const window = (changes: Partial<TrafficWindow> = {}, startMs = 0): TrafficWindow => ({
  startMs,
  endMs: startMs + 3 * HOUR,
  calls: 1_000,
  failures: 10,
  provisions: 300,
  ...changes,
});
/** Seven days of the same window: 1 % failures, 300 provisions. */
const week = Array.from({ length: 7 }, () => window());

describe('integrationWarning: failure rate', () => {
  it('warns at 5× the baseline and 5 points above it, not just below either', () => {
    // Baseline 1 %: 6 % is 6× and 5 points above.
    expect(integrationWarning(window({ failures: 60 }), week)).toMatchObject({ kind: 'failure_rate', observed: 0.06, baseline: 0.01 });
    expect(integrationWarning(window({ failures: 59 }), week)).toBeNull();
    // Baseline 2 %: 7 % is 5 points above but only 3.5×; 10 % is 5×.
    const noisier = Array.from({ length: 7 }, () => window({ failures: 20 }));
    expect(integrationWarning(window({ failures: 70 }), noisier)).toBeNull();
    expect(integrationWarning(window({ failures: 100 }), noisier)).toMatchObject({ kind: 'failure_rate' });
    expect(integrationWarning(window({ failures: 99 }), noisier)).toBeNull();
  });

  it('judges only a window and a baseline with enough calls', () => {
    const few = WARNING_THRESHOLDS.minCalls;
    expect(integrationWarning(window({ calls: few, failures: few }), week)).toMatchObject({ kind: 'failure_rate' });
    expect(integrationWarning(window({ calls: few - 1, failures: few - 1, provisions: 300 }), week)).toBeNull();
    const thinBaseline = Array.from({ length: 7 }, () => window({ calls: 7, failures: 0, provisions: 0 }));
    expect(integrationWarning(window({ calls: 100, failures: 100 }), thinBaseline)).toBeNull();
    expect(integrationWarning(window({ calls: 100, failures: 100 }), [...thinBaseline, window({ calls: 1, failures: 0 })])).toMatchObject({ kind: 'failure_rate' });
  });
});

describe('integrationWarning: provisions', () => {
  it('warns at half the baseline’s successful provisions or fewer, not above', () => {
    expect(integrationWarning(window({ provisions: 150 }), week)).toMatchObject({ kind: 'provisions_drop', observed: 150, baseline: 300 });
    expect(integrationWarning(window({ provisions: 151 }), week)).toBeNull();
    expect(integrationWarning(window({ provisions: 0 }), week)).toMatchObject({ kind: 'provisions_drop', observed: 0 });
  });

  it('needs a baseline of at least 20 provisions per window', () => {
    const small = (provisions: number) => Array.from({ length: 7 }, () => window({ provisions }));
    expect(integrationWarning(window({ provisions: 0 }), small(20))).toMatchObject({ kind: 'provisions_drop', baseline: 20 });
    expect(integrationWarning(window({ provisions: 0 }), small(19))).toBeNull();
    expect(integrationWarning(window({ provisions: 0 }), [])).toBeNull();
  });

  it('names the failures first when both happen', () => {
    expect(integrationWarning(window({ failures: 500, provisions: 10 }), week)?.kind).toBe('failure_rate');
  });
});

describe('warningIncidents', () => {
  /** Two windows a day for 3 days of baseline and 2 days watched; `bad` windows fail at 50 %. */
  const series = (bad: number[]) => Array.from({ length: 10 }, (_, index) => window(bad.includes(index) ? { failures: 500 } : {}, index * 3 * HOUR));

  it('folds consecutive warning windows into one incident, with the worst window', () => {
    const worse = series([6, 7]);
    worse[7] = { ...worse[7]!, failures: 900 };
    const incidents = warningIncidents(worse, 2, 3);
    expect(incidents).toHaveLength(1);
    expect(incidents[0]).toMatchObject({ startMs: 6 * 3 * HOUR, endMs: 8 * 3 * HOUR, worst: { observed: 0.9 } });
  });

  it('counts windows apart as separate incidents, and judges none of the baseline days', () => {
    expect(warningIncidents(series([6, 9]), 2, 3)).toHaveLength(2);
    // A bad window in a later window's baseline raises that baseline: 8 compared with 6, 4 and 2 is 3× and does not warn.
    expect(warningIncidents(series([6, 8]), 2, 3)).toHaveLength(1);
    expect(warningIncidents(series([0, 5]), 2, 3)).toEqual([]);
  });
});

describe('warningSentence', () => {
  it('says how far off, in the kind’s own unit', () => {
    expect(warningSentence({ kind: 'failure_rate', observed: 0.412, baseline: 0.0072, window: { startMs: 0, endMs: 1 } })).toBe(
      'Failed calls at 41 %, against a usual 0.7 %',
    );
    expect(warningSentence({ kind: 'provisions_drop', observed: 12.2, baseline: 80.4, window: { startMs: 0, endMs: 1 } })).toBe(
      'Successful provisions at 12, against a usual 80',
    );
  });
});
