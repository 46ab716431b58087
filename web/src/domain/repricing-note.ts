/**
 * The note a plan's row carries while it has an active repricing (issue 21
 * item 11: "a plan with a pending repricing does not show it in its row"),
 * e.g. "Repricing to $225.00 from 01/01/2027". Dates in the repricing format
 * (spec §9: 'MM/DD/YYYY'), money as everywhere else (spec §9).
 */
import type { CalendarDate } from './calendar-date';
import { formatCents } from './money';
import { formatRepricingDate } from './repricing-dates';

export interface ActiveRepricingSummary {
  priceCents: number;
  /** The first day new installs pay the new price. */
  repriceDate: CalendarDate;
}

export function activeRepricingNote(repricing: ActiveRepricingSummary | null | undefined): string | null {
  if (!repricing) return null;
  return `Repricing to ${formatCents(repricing.priceCents)} from ${formatRepricingDate(repricing.repriceDate)}`;
}
