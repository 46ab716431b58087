import type { HEALTH_ACTIONS, HealthPeriod } from '../../../api/integration-health';

export type HealthAction = (typeof HEALTH_ACTIONS)[number];

/** The calls' names on the screen (issue 34 §1: provision, deprovision, plan change, SSO). */
export const ACTION_LABELS: Record<HealthAction, string> = {
  provision: 'Provision',
  deprovision: 'Deprovision',
  plan_change: 'Plan change',
  sso: 'SSO',
};

/** The period switch's labels, and the previous period as the figures' comparison says it. */
export const PERIOD_LABELS: Record<HealthPeriod, { short: string; long: string; previous: string }> = {
  '24h': { short: '24 hours', long: 'the last 24 hours', previous: 'the 24 hours before' },
  '7d': { short: '7 days', long: 'the last 7 days', previous: 'the 7 days before' },
  '30d': { short: '30 days', long: 'the last 30 days', previous: 'the 30 days before' },
};

/** The trend's time labels: hours within a day, weekday and hour within a week, dates within a month. */
export const TREND_TIME_FORMATS: Record<HealthPeriod, string> = {
  '24h': 'HH:mm',
  '7d': 'ddd HH:mm',
  '30d': 'D MMM',
};

/** Each trend point's span in words, for the table's caption and the chart's description. */
export function stepText(stepMinutes: number): string {
  // "per hour", not "per 1 hours": the contract allows any step, an hourly one included.
  if (stepMinutes === 60) return 'hour';
  return stepMinutes % 60 === 0 ? `${stepMinutes / 60} hours` : `${stepMinutes} minutes`;
}
