/**
 * What the webhooks screen says (issue 34 §3): an endpoint's state and why,
 * the retry schedule in words, and one delivery's outcome — decided here, so
 * the screen only lays them out. Values from the contract (the schedule, the
 * run of failures that disables) are passed in: domain/ takes no values from api/.
 */

/** "at once", "5 s", "5 min", "2 h": a delay as people read it. */
export function delayWords(ms: number): string {
  if (ms <= 0) return 'at once';
  if (ms < 60_000) return `${Math.round(ms / 1_000)} s`;
  if (ms < 3_600_000) return `${Math.round(ms / 60_000)} min`;
  return `${Math.round((ms / 3_600_000) * 10) / 10} h`;
}

/** The schedule as one sentence: "at once, then after 5 s, 5 min, … (each ±20 %); N attempts in all." */
export function retryScheduleSentence(scheduleMs: readonly number[], jitter: number): string {
  const [first = 0, ...retries] = scheduleMs;
  const start = first <= 0 ? 'The first attempt is made at once' : `The first attempt is made after ${delayWords(first)}`;
  if (retries.length === 0) return `${start}, and a failure is not retried.`;
  return `${start}; a failure is retried after ${retries.map(delayWords).join(', ')} (each varied by up to ${Math.round(jitter * 100)} %), ${scheduleMs.length} attempts in all.`;
}

export interface EndpointStateFacts {
  enabled: boolean;
  disabledReason: 'partner' | 'failures' | null;
}

/** The state's label, and the sentence that says why when it is off. */
export function endpointState({ enabled, disabledReason }: EndpointStateFacts, disableAfterFailures: number): { label: string; reason: string | null } {
  if (enabled) return { label: 'Enabled', reason: null };
  if (disabledReason === 'failures') {
    return {
      label: 'Disabled',
      reason: `Disabled after ${disableAfterFailures} failed delivery attempts in a row. Nothing is sent to it until it is re-enabled; fix the receiver first, then re-enable and redeliver what it missed.`,
    };
  }
  return { label: 'Disabled', reason: 'Switched off by your team. Nothing is sent to it until it is re-enabled.' };
}

export interface AttemptFacts {
  status: number | null;
  error: string | null;
}

/** One attempt's outcome: "204", "500", "No answer: connect ECONNREFUSED …". */
export function attemptOutcome({ status, error }: AttemptFacts): string {
  if (status !== null) return `HTTP ${status}`;
  return error ? `No answer: ${error}` : 'No answer';
}

export interface DeliveryFacts {
  state: 'pending' | 'succeeded' | 'failed';
  attempts: readonly AttemptFacts[];
}

/** The delivery's status in one phrase: "Delivered", "Failed after 7 attempts", "Retrying (2 attempts so far)", "Sending". */
export function deliveryStatus({ state, attempts }: DeliveryFacts): string {
  const count = attempts.length;
  const times = `${count} attempt${count === 1 ? '' : 's'}`;
  if (state === 'succeeded') return count > 1 ? `Delivered on attempt ${count}` : 'Delivered';
  if (state === 'failed') return `Failed after ${times}`;
  return count === 0 ? 'Sending' : `Retrying (${times} so far)`;
}

/** Whether the next attempt is still to come and when, relative to `nowMs`: "in 4 min", "any moment". */
export function nextAttemptWords(nextAttemptAt: string | null, nowMs: number): string | null {
  if (!nextAttemptAt) return null;
  const left = Date.parse(nextAttemptAt) - nowMs;
  return left <= 1_000 ? 'any moment' : `in ${delayWords(left)}`;
}
