import { describe, expect, it } from 'vitest';
import { callsChange, formatLatency, formatRate, latencyChange, rateChange } from './integration-health-change';

describe('rateChange', () => {
  it('says a higher success rate is better, in points from the previous rate', () => {
    expect(rateChange(0.995, 0.989)).toEqual({ text: 'up 0.6 points from 98.9%', tone: 'better', direction: 'up' });
  });
  it('says a lower one is worse', () => {
    expect(rateChange(0.95, 0.99)).toEqual({ text: 'down 4 points from 99%', tone: 'worse', direction: 'down' });
  });
  it('says one point in the singular', () => {
    expect(rateChange(0.98, 0.99).text).toBe('down 1 point from 99%');
  });
  it('calls under 0.005 points apart the same, and 0.01 a change', () => {
    expect(rateChange(0.99004, 0.99).direction).toBe('same');
    expect(rateChange(0.9901, 0.99).direction).toBe('up');
  });
  it('has nothing to compare when either period had no calls', () => {
    expect(rateChange(null, 0.99).direction).toBe('none');
    expect(rateChange(0.99, null).direction).toBe('none');
  });
});

describe('latencyChange', () => {
  it('says slower is worse and faster better', () => {
    expect(latencyChange(180, 120)).toEqual({ text: 'up 50% from 120 ms', tone: 'worse', direction: 'up' });
    expect(latencyChange(90, 120)).toEqual({ text: 'down 25% from 120 ms', tone: 'better', direction: 'down' });
  });
  it('calls under half a percent the same, and a whole percent a change', () => {
    expect(latencyChange(100.4, 100).direction).toBe('same');
    expect(latencyChange(101, 100).direction).toBe('up');
  });
  it('has nothing to compare without a previous latency', () => {
    expect(latencyChange(120, null).direction).toBe('none');
  });
});

describe('callsChange', () => {
  it('is neither better nor worse', () => {
    expect(callsChange(1_500, 1_000)).toEqual({ text: 'up 50% from 1,000', tone: 'neutral', direction: 'up' });
    expect(callsChange(500, 1_000).tone).toBe('neutral');
  });
  it('counts calls after none as up, and none after none as the same', () => {
    expect(callsChange(3, 0)).toEqual({ text: 'up from 0', tone: 'neutral', direction: 'up' });
    expect(callsChange(0, 0).direction).toBe('same');
  });
});

describe('formats', () => {
  it('shows a rate to two decimals, never rounding a miss up to 100%', () => {
    expect(formatRate(0.99999)).toBe('99.99%');
    expect(formatRate(1)).toBe('100%');
  });
  it('shows latencies from one second in seconds', () => {
    expect(formatLatency(999.4)).toBe('999 ms');
    expect(formatLatency(1_000)).toBe('1 s');
    expect(formatLatency(12_345)).toBe('12.35 s');
  });
});
