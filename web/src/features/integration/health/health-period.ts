import { healthPeriodSchema, type HealthPeriod } from '../../../api/integration-health';

/** The period is in the address (`?period=7d`), so a view can be linked and Back returns to the one before. */
export const PERIOD_PARAM = 'period';
export const DEFAULT_PERIOD: HealthPeriod = '24h';

/** The address's period; none or an unknown one is the default (an old or mistyped link still opens the screen). */
export function periodFrom(search: URLSearchParams): HealthPeriod {
  const parsed = healthPeriodSchema.safeParse(search.get(PERIOD_PARAM));
  return parsed.success ? parsed.data : DEFAULT_PERIOD;
}
