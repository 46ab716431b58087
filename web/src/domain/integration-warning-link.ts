/**
 * Where an early warning sends the partner (issue 34 §4): straight to the
 * failure group that explains the incident (the sandbox names it with the
 * warning), on the shortest period of the Failures tab that still holds the
 * whole incident, so "Back to causes" lists the group among the period's.
 * Without a named group, the causes of that period; an incident older than
 * the longest period, the longest.
 */
import type { HealthPeriod } from '../api/integration-health';
import { integrationPaths } from './addon-paths';

/** The early warning's window (the sandbox's 3-hour buckets): a warning is dated at its last window's end. */
export const EARLY_WARNING_WINDOW_MINUTES = 180;

const HOUR_MS = 3_600_000;
/** The Failures tab's periods, shortest first (the contract's HEALTH_PERIODS; a type check keeps them the same set). */
const PERIOD_MS: Readonly<Record<HealthPeriod, number>> = { '24h': 24 * HOUR_MS, '7d': 7 * 24 * HOUR_MS, '30d': 30 * 24 * HOUR_MS };
const PERIODS = (Object.keys(PERIOD_MS) as HealthPeriod[]).sort((a, b) => PERIOD_MS[a] - PERIOD_MS[b]);
const LONGEST = PERIODS.at(-1)!;

/** The shortest period, counted back from `now`, that begins at or before the incident's last window; `null` when none does. */
export function periodHoldingWarning(warnedAt: string, now: Date): HealthPeriod | null {
  const windowStart = Date.parse(warnedAt) - EARLY_WARNING_WINDOW_MINUTES * 60_000;
  return PERIODS.find((period) => now.getTime() - PERIOD_MS[period] <= windowStart) ?? null;
}

export interface WarningLinkFacts {
  addonSlug: string;
  failureGroupId: string | null;
  /** When the warning was raised: its incident's end. */
  createdAt: string;
}

export function integrationWarningLink({ addonSlug, failureGroupId, createdAt }: WarningLinkFacts, now: Date): string {
  const period = periodHoldingWarning(createdAt, now);
  const search = new URLSearchParams({ period: period ?? LONGEST });
  // Past the longest period the failures are no longer grouped: the group would not be found.
  if (failureGroupId && period) search.set('group', failureGroupId);
  return `${integrationPaths.tab(addonSlug, 'failures')}?${search.toString()}`;
}
