import { healthPeriodSchema, type HealthPeriod } from '../../../api/integration-health';

/** The period is in the address (`?period=7d`), so a view can be linked and Back returns to the one before. */
export const PERIOD_PARAM = 'period';
export const DEFAULT_PERIOD: HealthPeriod = '24h';

/**
 * The address's period, for every tab of the console that has one; none or an
 * unknown one is the tab's own default (`fallback`: Health's day, Failures'
 * week), so an old or mistyped link still opens the screen.
 */
export function periodFrom(search: URLSearchParams, fallback: HealthPeriod): HealthPeriod {
  const parsed = healthPeriodSchema.safeParse(search.get(PERIOD_PARAM));
  return parsed.success ? parsed.data : fallback;
}
