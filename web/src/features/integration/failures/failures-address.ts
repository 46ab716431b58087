import type { HealthPeriod } from '../../../api/integration-health';

/**
 * The Failures tab's state in its address (`?period=30d&page=2`), read by one
 * rule for the screen and for the route's prefetch, so both ask for the same
 * page; the period by the console's rule (health-period.ts) with this default.
 * The default period is a week: a day often has too few failures to show a
 * cause, 30 days buries a recent one.
 */
export const FAILURES_DEFAULT_PERIOD: HealthPeriod = '7d';

/** The address's page, a whole number from 1; anything else is the first. */
export function failuresPageFrom(search: URLSearchParams): number {
  return Math.max(1, Math.floor(Number(search.get('page') ?? '1')) || 1);
}
