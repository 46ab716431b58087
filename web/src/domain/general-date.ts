/**
 * Spec §9: general dates read 'MMMM Do, YYYY' ("March 2nd, 2021"), e.g. the
 * date a company user was added. Shown in the viewer's own time zone: it is
 * the day they would say it happened.
 */
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';

dayjs.extend(advancedFormat);

export const GENERAL_DATE_FORMAT = 'MMMM Do, YYYY';
/** Spec §9: "general dates … or with time 'HH:mm:ss'", e.g. when an approval last changed. */
export const GENERAL_DATE_TIME_FORMAT = `${GENERAL_DATE_FORMAT} HH:mm:ss`;

function parsed(timestamp: string) {
  const date = dayjs(timestamp);
  if (!date.isValid()) throw new RangeError(`Not a timestamp: ${timestamp}`);
  return date;
}

/** An ISO timestamp as the spec's general date; throws on anything that is not a date. */
export function formatGeneralDate(timestamp: string): string {
  return parsed(timestamp).format(GENERAL_DATE_FORMAT);
}

/** An ISO timestamp as the spec's general date with its time (24-hour clock). */
export function formatGeneralDateTime(timestamp: string): string {
  return parsed(timestamp).format(GENERAL_DATE_TIME_FORMAT);
}
