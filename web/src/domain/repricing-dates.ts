/**
 * When a repricing takes effect (spec §4 "Repricing", §9): "new installs get
 * the price no sooner than the first day of next month. Existing installs,
 * unless grandfathered, get it no sooner than the first day of the month after
 * next. The repricing date is the first day of the month after next if the
 * request is made on the 20th or later, else the first day of next month. The
 * user is shown both the 'next month' and 'next next month' dates."
 *
 * Read together (as issue 10 does): a request on or after the 20th moves both
 * dates a month later. Days are counted in UTC — the same calendar for every
 * partner and for the server that stores the request — so a request made on
 * the 19th at 20:00 in New York (the 20th at 01:00 UTC) is on the 20th.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { type CalendarDate, isCalendarDate } from './calendar-date';

dayjs.extend(utc);

/** Spec §4: from this day of the month on, a request counts as next month's. */
export const REPRICING_CUTOFF_DAY = 20;

export interface RepricingDates {
  /** The repricing date; new installs pay the new price from this day ('next month'). */
  newInstalls: CalendarDate;
  /** Existing installs pay it from this day ('next next month'); `null` when grandfathered (they keep their price). */
  existingInstalls: CalendarDate | null;
}

/** The two effective days of a request made at `requestedAt` (an instant; its UTC day counts). */
export function repricingDates(requestedAt: Date, grandfathered: boolean): RepricingDates {
  if (Number.isNaN(requestedAt.getTime())) throw new RangeError('Not a date');
  const requested = dayjs.utc(requestedAt);
  const monthsAhead = requested.date() >= REPRICING_CUTOFF_DAY ? 2 : 1;
  const firstOf = (months: number) => requested.startOf('month').add(months, 'month').format('YYYY-MM-DD');
  return {
    newInstalls: firstOf(monthsAhead),
    existingInstalls: grandfathered ? null : firstOf(monthsAhead + 1),
  };
}

/** Spec §9: "repricing dates 'MM/DD/YYYY'". */
export function formatRepricingDate(day: CalendarDate): string {
  if (!isCalendarDate(day)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${day}`);
  const [year, month, date] = day.split('-');
  return `${month}/${date}/${year}`;
}

/** The two sentences the form shows under the price (spec §4's wording, with the dates). */
export function repricingDateSentences(dates: RepricingDates): [string, string] {
  return [
    `New installs get the new price no sooner than ${formatRepricingDate(dates.newInstalls)}.`,
    dates.existingInstalls === null
      ? 'Existing installs keep their current price (grandfathered).'
      : `Existing installs get the new price no sooner than ${formatRepricingDate(dates.existingInstalls)}.`,
  ];
}
