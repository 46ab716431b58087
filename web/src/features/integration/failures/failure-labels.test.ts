import { describe, expect, it } from 'vitest';
import { answerLabel, answerSucceeded, outcomeLabel, sparkSummary } from './failure-labels';

describe('failure labels', () => {
  it('name the outcome', () => {
    expect(outcomeLabel({ kind: 'http', status: 503 })).toBe('HTTP 503');
    expect(outcomeLabel({ kind: 'timeout', status: null })).toBe('Timeout');
    expect(outcomeLabel({ kind: 'connection_refused', status: null })).toBe('Connection refused');
    expect(answerLabel({ status: null, error: 'Connection refused' })).toBe('Connection refused');
    expect(answerLabel({ status: 201, error: null })).toBe('HTTP 201');
  });

  it('count 2xx and 3xx as success, nothing else', () => {
    expect([null, 199, 200, 302, 399, 400, 503].map(answerSucceeded)).toEqual([false, false, true, true, true, false, false]);
  });

  it('say a spark in words', () => {
    expect(sparkSummary([0, 0], 60)).toBe('No failures in this period');
    expect(sparkSummary([1, 1200, 3], 60)).toBe('At most 1,200 failures in one hour');
    expect(sparkSummary([4, 4, 1], 360)).toBe('At most 4 failures in one 6-hour span (2 times)');
    expect(sparkSummary([2], 1_440)).toBe('At most 2 failures in one day');
  });
});
