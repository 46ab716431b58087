import { describe, expect, it } from 'vitest';
import { calendarDateOf, formatLongDate, isBefore, isCalendarDate } from './calendar-date';

describe('calendar dates', () => {
  it('takes the local day of a Date', () => {
    expect(calendarDateOf(new Date(2023, 8, 4, 23, 59))).toBe('2023-09-04');
    expect(calendarDateOf(new Date(2023, 0, 1, 0, 0))).toBe('2023-01-01');
  });

  it('writes the long form the spec uses', () => {
    expect(formatLongDate('2023-09-15')).toBe('September 15, 2023');
    expect(formatLongDate('2023-10-31')).toBe('October 31, 2023');
    expect(formatLongDate('2023-07-03')).toBe('July 3, 2023');
  });

  it('compares days', () => {
    expect(isBefore('2023-09-04', '2023-09-05')).toBe(true);
    expect(isBefore('2023-09-05', '2023-09-05')).toBe(false);
    expect(isBefore('2023-12-31', '2024-01-01')).toBe(true);
  });

  it('rejects what is not a calendar day', () => {
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-9-5')).toBe(false);
    expect(() => isBefore('yesterday', '2023-09-05')).toThrow(RangeError);
  });
});
