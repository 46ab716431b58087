import { describe, expect, it } from 'vitest';
import { provisionalNote, reportPeriodName, reportPeriodStatus } from './report-closing';

const NOVEMBER = '2026-11-01T00:00:00Z';

describe('a report period is final once its month has ended, in UTC (issue 31 item 3)', () => {
  it.each([
    ['on the 28th', '2026-11-28T12:00:00Z'],
    ['on the first day', '2026-11-01T00:00:00Z'],
    ['in the last second of the last day', '2026-11-30T23:59:59.999Z'],
    // Already December 1st in Tokyo, but the month closes at midnight UTC.
    ['at 08:00 on December 1st in Tokyo (23:00 UTC)', '2026-12-01T08:00:00+09:00'],
  ])('November is in progress %s', (_when, now) => {
    expect(reportPeriodStatus(NOVEMBER, new Date(now))).toEqual({ closed: false, finalOn: 'December 1st, 2026' });
    expect(reportPeriodName(NOVEMBER, new Date(now))).toBe('2026 Nov (provisional)');
    expect(provisionalNote(NOVEMBER, new Date(now))).toBe('in progress, provisional — final on December 1st, 2026');
  });

  it.each([
    ['at midnight UTC on the first of the next month', '2026-12-01T00:00:00Z'],
    // Still November 30th in New York, yet the UTC month is over.
    ['at 19:00 on November 30th in New York (00:00 UTC)', '2026-11-30T19:00:00-05:00'],
    ['a year later', '2027-11-28T00:00:00Z'],
  ])('November is final %s', (_when, now) => {
    expect(reportPeriodStatus(NOVEMBER, new Date(now))).toEqual({ closed: true });
    expect(reportPeriodName(NOVEMBER, new Date(now))).toBe('2026 Nov');
    expect(provisionalNote(NOVEMBER, new Date(now))).toBeNull();
  });

  it('reads a period written as a west-of-UTC instant as its intended month (the one-day shift)', () => {
    expect(reportPeriodStatus('2026-10-31T19:00:00-05:00', new Date('2026-11-30T12:00:00Z'))).toMatchObject({ closed: false });
    expect(reportPeriodStatus('2026-10-31T19:00:00-05:00', new Date('2026-12-01T00:00:00Z'))).toEqual({ closed: true });
    // Stored on the last day of the month before in UTC: the day after is in November, which closes on December 1st.
    expect(reportPeriodStatus('2026-10-31T05:00:00Z', new Date('2026-11-15T00:00:00Z'))).toEqual({ closed: false, finalOn: 'December 1st, 2026' });
    expect(reportPeriodName('2026-10-31T05:00:00Z', new Date('2026-12-01T00:00:00Z'))).toBe('2026 Nov');
  });

  it('closes December into the next year', () => {
    expect(reportPeriodStatus('2025-12-01T00:00:00Z', new Date('2025-12-31T23:59:59Z'))).toEqual({ closed: false, finalOn: 'January 1st, 2026' });
    expect(reportPeriodStatus('2025-12-01T00:00:00Z', new Date('2026-01-01T00:00:00Z'))).toEqual({ closed: true });
  });

  it('refuses what is not a period or not a time', () => {
    expect(() => reportPeriodStatus('last month', new Date(NOVEMBER))).toThrow(new RangeError('Not a report period: last month'));
    expect(() => reportPeriodStatus(NOVEMBER, new Date('never'))).toThrow(new RangeError('Not a time: now'));
  });
});
