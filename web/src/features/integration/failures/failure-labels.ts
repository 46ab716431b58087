/**
 * How a failure group and a call are named on screen (issue 34 §2): the
 * action as the failed-attempts list says it, then the status or what
 * happened instead of one.
 */
import type { ExchangeResponseWire, FailureGroup } from '../../../api/integration-failures';

export const ACTION_LABELS: Record<FailureGroup['action'], string> = {
  provision: 'Provision',
  deprovision: 'Deprovision',
  plan_change: 'Plan change',
  sso: 'SSO',
};

const KIND_LABELS: Record<Exclude<FailureGroup['kind'], 'http'>, string> = {
  timeout: 'Timeout',
  connection_refused: 'Connection refused',
  tls: 'TLS failure',
};

/** "HTTP 503", "Timeout"… */
export function outcomeLabel(group: Pick<FailureGroup, 'kind' | 'status'>): string {
  return group.kind === 'http' ? `HTTP ${group.status ?? '?'}` : KIND_LABELS[group.kind];
}

/** A recorded or replayed answer in a few words: "HTTP 201", or why there was none. */
export function answerLabel(response: Pick<ExchangeResponseWire, 'status' | 'error'>): string {
  return response.status === null ? (response.error ?? 'No answer') : `HTTP ${response.status}`;
}

/** Whether an answer means the call worked (2xx; a redirect for SSO counts, the platform follows it). */
export const answerSucceeded = (status: number | null): boolean => status !== null && status >= 200 && status < 400;

/** The failures of a spark, said in words for those who cannot see the line. */
export function sparkSummary(spark: readonly number[], stepMinutes: number): string {
  const peak = Math.max(0, ...spark);
  const unit = stepMinutes >= 1_440 ? 'day' : stepMinutes >= 60 ? `${stepMinutes / 60}-hour span` : `${stepMinutes}-minute span`;
  const busiest = spark.filter((count) => count === peak).length;
  return peak === 0 ? 'No failures in this period' : `At most ${peak.toLocaleString('en-US')} failures in one ${unit.replace(/^1-hour span$/, 'hour')}${busiest > 1 ? ` (${busiest} times)` : ''}`;
}
