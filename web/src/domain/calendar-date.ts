/**
 * Calendar days as 'YYYY-MM-DD' strings. Business rules take "today" as one of
 * these, never reading the clock themselves; two of them compare as strings.
 */
export type CalendarDate = string;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

/** The local calendar day of `date` (the caller's clock, the caller's time zone). */
export function calendarDateOf(date: Date): CalendarDate {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function isCalendarDate(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function assertCalendarDate(value: string): void {
  if (!isCalendarDate(value)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${value}`);
}

/** `a` is strictly before `b`. */
export function isBefore(a: CalendarDate, b: CalendarDate): boolean {
  assertCalendarDate(a);
  assertCalendarDate(b);
  return a < b;
}

/**
 * '2023-09-15' → 'September 15, 2023': only for the banners' dates, which the
 * spec words this way (§2 "Banners"), and the settings alert that repeats the
 * legacy end of life. Every other date of the portal is a general date
 * (domain/general-date.ts, the house format).
 */
export function formatLongDate(day: CalendarDate): string {
  assertCalendarDate(day);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}
