import { describe, expect, it } from 'vitest';
import { attemptOutcome, delayWords, deliveryStatus, endpointState, nextAttemptWords, retryScheduleSentence } from './webhook-endpoints';

describe('delayWords', () => {
  it('reads each unit from its first whole value', () => {
    expect([0, 999, 5_000, 59_000, 60_000, 300_000, 3_599_999, 3_600_000, 18_000_000, 5_400_000].map(delayWords)).toEqual([
      'at once',
      '1 s',
      '5 s',
      '59 s',
      '1 min',
      '5 min',
      '60 min',
      '1 h',
      '5 h',
      '1.5 h',
    ]);
  });
});

describe('retryScheduleSentence', () => {
  it('lists the platform schedule with its jitter and the number of attempts', () => {
    expect(retryScheduleSentence([0, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000], 0.2)).toBe(
      'The first attempt is made at once; a failure is retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h (each varied by up to 20 %), 7 attempts in all.',
    );
  });
  it('says when there are no retries, and a delayed first attempt', () => {
    expect(retryScheduleSentence([0], 0.2)).toBe('The first attempt is made at once, and a failure is not retried.');
    expect(retryScheduleSentence([5_000, 60_000], 0)).toBe('The first attempt is made after 5 s; a failure is retried after 1 min (each varied by up to 0 %), 2 attempts in all.');
  });
});

describe('endpointState', () => {
  it('gives no reason while enabled, and says why when off', () => {
    expect(endpointState({ enabled: true, disabledReason: null }, 20)).toEqual({ label: 'Enabled', reason: null });
    expect(endpointState({ enabled: false, disabledReason: 'failures' }, 20).reason).toMatch(/^Disabled after 20 failed delivery attempts in a row\./);
    expect(endpointState({ enabled: false, disabledReason: 'partner' }, 20).reason).toMatch(/^Switched off by your team\./);
  });
});

describe('deliveries', () => {
  it('say each attempt’s outcome, with the error when nothing answered', () => {
    expect(attemptOutcome({ status: 204, error: null })).toBe('HTTP 204');
    expect(attemptOutcome({ status: null, error: 'fetch failed' })).toBe('No answer: fetch failed');
    expect(attemptOutcome({ status: null, error: null })).toBe('No answer');
  });

  it('sum a delivery up by its state and attempts', () => {
    const attempt = { status: 500, error: null };
    expect(deliveryStatus({ state: 'succeeded', attempts: [attempt] })).toBe('Delivered');
    expect(deliveryStatus({ state: 'succeeded', attempts: [attempt, attempt, attempt] })).toBe('Delivered on attempt 3');
    expect(deliveryStatus({ state: 'failed', attempts: [attempt] })).toBe('Failed after 1 attempt');
    expect(deliveryStatus({ state: 'pending', attempts: [] })).toBe('Sending');
    expect(deliveryStatus({ state: 'pending', attempts: [attempt, attempt] })).toBe('Retrying (2 attempts so far)');
  });

  it('say when the next attempt is due', () => {
    const now = Date.parse('2026-11-28T20:00:00Z');
    expect(nextAttemptWords(null, now)).toBeNull();
    expect(nextAttemptWords('2026-11-28T20:04:00Z', now)).toBe('in 4 min');
    expect(nextAttemptWords('2026-11-28T20:00:01Z', now)).toBe('any moment');
    expect(nextAttemptWords('2026-11-28T19:59:00Z', now)).toBe('any moment');
  });
});
