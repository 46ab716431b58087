/**
 * Early warnings (issue 34 §4): is an add-on's provisioning service failing
 * well above its own normal, or are its successful provisions well below it?
 *
 * "Its own normal" is the same time of day on the days before: traffic has a
 * daily rhythm (a quiet night has half the provisions of an afternoon), so a
 * night compared with a whole day's average would warn every night. The
 * failure rate does not follow the rhythm, but comparing like with like costs
 * nothing. Each comparison needs enough calls to mean something: a window with
 * three calls and one failure is not an incident.
 */

/** One window of an add-on's traffic (a rollup bucket). */
export interface TrafficWindow {
  startMs: number;
  endMs: number;
  /** Every call to the partner's service in the window, any action. */
  calls: number;
  /** Calls that failed (5xx, timeout, refused, TLS). */
  failures: number;
  /** Provision calls that succeeded: customers who got the add-on. */
  provisions: number;
}

export const WARNING_THRESHOLDS = {
  /** Fewer calls than this in the window, or in the baseline, and the failure rate is not judged. */
  minCalls: 50,
  /** The failure rate must be at least this many times the baseline's… */
  failureRatio: 5,
  /** …and at least this far above it (a share: 0.05 = 5 points), so 0.1 % → 0.6 % is not an incident. */
  failureMargin: 0.05,
  /** A baseline with fewer provisions per window than this is too small to see a drop in. */
  minBaselineProvisions: 20,
  /** Successful provisions at or below this share of the baseline's are a drop. */
  provisionsRatio: 0.5,
} as const;

export type WarningThresholds = typeof WARNING_THRESHOLDS;

export type IntegrationWarning =
  | {
      kind: 'failure_rate';
      /** The window's failure rate and the baseline's (shares, 0–1). */
      observed: number;
      baseline: number;
      window: { startMs: number; endMs: number };
    }
  | {
      kind: 'provisions_drop';
      /** The window's successful provisions and the baseline's mean per window. */
      observed: number;
      baseline: number;
      window: { startMs: number; endMs: number };
    };

const rate = (failures: number, calls: number) => (calls > 0 ? failures / calls : 0);

/**
 * The warning for `current` against `baseline` (the same time of day on the
 * days before), or `null`. A failure burst is named before a drop in
 * provisions: when both happen, the failures usually explain the drop.
 */
export function integrationWarning(
  current: TrafficWindow,
  baseline: readonly TrafficWindow[],
  thresholds: WarningThresholds = WARNING_THRESHOLDS,
): IntegrationWarning | null {
  const window = { startMs: current.startMs, endMs: current.endMs };
  const baselineCalls = baseline.reduce((sum, each) => sum + each.calls, 0);
  const baselineRate = rate(
    baseline.reduce((sum, each) => sum + each.failures, 0),
    baselineCalls,
  );
  const observedRate = rate(current.failures, current.calls);
  if (
    current.calls >= thresholds.minCalls &&
    baselineCalls >= thresholds.minCalls &&
    observedRate >= baselineRate * thresholds.failureRatio &&
    // Shares are floats: 0.06 - 0.01 is 0.04999…, which is 5 points.
    observedRate - baselineRate >= thresholds.failureMargin - 1e-9
  ) {
    return { kind: 'failure_rate', observed: observedRate, baseline: baselineRate, window };
  }
  const baselineProvisions = baseline.length > 0 ? baseline.reduce((sum, each) => sum + each.provisions, 0) / baseline.length : 0;
  if (baselineProvisions >= thresholds.minBaselineProvisions && current.provisions <= baselineProvisions * thresholds.provisionsRatio) {
    return { kind: 'provisions_drop', observed: current.provisions, baseline: baselineProvisions, window };
  }
  return null;
}

/** One incident: consecutive windows that warned, the worst of them first. */
export interface WarningIncident {
  startMs: number;
  endMs: number;
  worst: IntegrationWarning;
}

/** How far off a warning is, as one number that grows with severity (for picking the worst). */
export function warningSeverity(warning: IntegrationWarning): number {
  return warning.kind === 'failure_rate' ? warning.observed / Math.max(warning.baseline, 1e-6) : warning.baseline / Math.max(warning.observed, 1);
}

/**
 * Walks a series of equal windows, oldest first, `windowsPerDay` to a day,
 * comparing each (after the first `baselineDays` days) with the same window
 * on each of the `baselineDays` days before; consecutive warning windows are
 * one incident, so the bell is rung once per incident, not once per window.
 */
export function warningIncidents(
  series: readonly TrafficWindow[],
  windowsPerDay: number,
  baselineDays: number,
  thresholds: WarningThresholds = WARNING_THRESHOLDS,
): WarningIncident[] {
  const incidents: WarningIncident[] = [];
  let open: WarningIncident | null = null;
  for (let index = windowsPerDay * baselineDays; index < series.length; index += 1) {
    const baseline = Array.from({ length: baselineDays }, (_, day) => series[index - (day + 1) * windowsPerDay]!);
    const warning = integrationWarning(series[index]!, baseline, thresholds);
    if (!warning) {
      open = null;
      continue;
    }
    if (open) {
      open.endMs = warning.window.endMs;
      if (warningSeverity(warning) > warningSeverity(open.worst)) open.worst = warning;
    } else {
      open = { startMs: warning.window.startMs, endMs: warning.window.endMs, worst: warning };
      incidents.push(open);
    }
  }
  return incidents;
}

/** "Failures at 41 % against a usual 0.7 %", "Provisions at 12 against a usual 80": how far off, in words. */
export function warningSentence(warning: IntegrationWarning): string {
  const percent = (share: number) => `${share >= 0.1 ? Math.round(share * 100) : Math.round(share * 1000) / 10} %`;
  return warning.kind === 'failure_rate'
    ? `Failed calls at ${percent(warning.observed)}, against a usual ${percent(warning.baseline)}`
    : `Successful provisions at ${Math.round(warning.observed)}, against a usual ${Math.round(warning.baseline)}`;
}
