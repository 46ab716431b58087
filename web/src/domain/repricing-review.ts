/**
 * The admin repricing review (spec §2 "Admin routes", §4 "Repricing", §9):
 * which tab a request is listed under, each tab's empty message, the tab in
 * the address, the effective dates shown per row, which statuses a row's menu
 * offers, and what the screen says when a move succeeds or is rolled back.
 * The statuses, their groups and labels are in `repricing.ts`.
 */
import { type CalendarDate, isCalendarDate } from './calendar-date';
import { formatCents } from './money';
import { formatRepricingDate as formatDate } from './repricing-dates';
import {
  ADMIN_REPRICING_TRANSITIONS,
  isNonGrandfatheredPriceIncrease,
  REPRICING_GROUP_LABELS,
  REPRICING_GROUPS,
  REPRICING_STATUS_LABELS,
  repricingGroupOf,
  type RepricingGroup,
  type RepricingStatus,
} from './repricing';

/** Spec §2: "Each lists repricings or an empty message (no pricing requests, or no scheduled or historical requests)." */
export const REPRICING_EMPTY_MESSAGES: Record<RepricingGroup, string> = {
  current: 'There are no pricing requests.',
  scheduled: 'There are no scheduled requests.',
  history: 'There are no historical requests.',
};

/**
 * What each tab holds, said under the tabs: the tab is named by where a request
 * stands ("Scheduled") and the menu by its status ("Approved"), so the
 * description names the statuses (issue 31 item 6: the two did not agree).
 */
export const REPRICING_GROUP_DESCRIPTIONS: Record<RepricingGroup, string> = {
  current: 'New and In Progress requests, waiting for a decision.',
  scheduled: 'Approved requests, scheduled for their effective dates, and Partially Complete ones.',
  history: 'Completed, Rejected (with the reason, or withdrawn by the partner) and Error requests.',
};

/** The query parameter holding the tab, so reload and Back keep it (`/admin/repricing?tab=scheduled`). */
export const REPRICING_TAB_PARAM = 'tab';

/** The tab named in the address; current (spec §2: the default) when absent or unknown. */
export function repricingTabFrom(value: string | null | undefined): RepricingGroup {
  return (REPRICING_GROUPS as readonly (string | null | undefined)[]).includes(value) ? (value as RepricingGroup) : 'current';
}

/** The query string value for `tab`: none for the default, so /admin/repricing stays the current tab's address. */
export function repricingTabParam(tab: RepricingGroup): string | null {
  return tab === 'current' ? null : tab;
}

/**
 * Spec §4: "current is new and in_progress; scheduled is approved and
 * partially_complete; history is completed, rejected and error." Every
 * request lands under exactly one tab, in the order given; an unknown status
 * throws (spec §4: "An unknown status is an error") rather than vanish.
 */
export function groupRepricings<R extends { status: string }>(repricings: readonly R[]): Record<RepricingGroup, R[]> {
  const groups: Record<RepricingGroup, R[]> = { current: [], scheduled: [], history: [] };
  for (const repricing of repricings) groups[repricingGroupOf(repricing.status)].push(repricing);
  return groups;
}

/** A tab's label with its count, e.g. 'Scheduled (3)'. */
export function repricingTabLabel(label: string, count: number): string {
  return `${label} (${count.toLocaleString('en-US')})`;
}

/** The admin index's live count: requests waiting for a decision (the current tab: new and in_progress). */
export function waitingRepricingCount(repricings: readonly { status: string }[]): number {
  return groupRepricings(repricings).current.length;
}

/** e.g. '3 repricing requests waiting', '1 repricing request waiting', 'No repricing requests waiting'. */
export function waitingRepricingsSentence(count: number): string {
  if (count === 0) return 'No repricing requests waiting';
  return `${count.toLocaleString('en-US')} repricing ${count === 1 ? 'request' : 'requests'} waiting`;
}

/**
 * Spec §4: "Admins can move a request to new, in_progress, approved or
 * rejected through a per-row status menu." A finished request (the history
 * tab) moves no more, so it gets no menu; the status it has is not offered.
 */
export type RepricingMoveTarget = (typeof ADMIN_REPRICING_TRANSITIONS)[number];

export function repricingMoveTargets(status: string): RepricingMoveTarget[] {
  if (repricingGroupOf(status) === 'history') return [];
  return ADMIN_REPRICING_TRANSITIONS.filter((target) => target !== status);
}

/** Under a menu entry: the tab the request goes to, e.g. 'To Scheduled' for Approved. */
export function repricingMoveHint(target: RepricingMoveTarget): string {
  return `To ${REPRICING_GROUP_LABELS[repricingGroupOf(target)]}`;
}

/** What the confirmation needs to know of the request. */
export interface RepricingDecisionSubject {
  addonDisplayName: string;
  planName: string;
  originalPriceCents: number;
  priceCents: number;
  grandfathered: boolean;
  repriceDate: CalendarDate;
}

export interface RepricingConfirmation {
  title: string;
  /** Sentences, in order: the change, then where the request goes. */
  lines: string[];
  /** Said apart, as a warning: approving a flagged (non-grandfathered) increase. */
  warning: string | null;
  confirmLabel: string;
  /** A rejection is refused without one (the partner reads it). */
  reasonRequired: boolean;
  destructive: boolean;
}

/**
 * Approving and rejecting are decisions the partner lives with (issue 31 item
 * 6: both applied in one click), so they are confirmed; a move back to New or
 * In Progress is not a decision and needs none (`null`). Approving a flagged
 * increase says so: existing customers will pay more.
 */
export function repricingConfirmation(subject: RepricingDecisionSubject, target: RepricingMoveTarget): RepricingConfirmation | null {
  const change = `${formatCents(subject.originalPriceCents)} → ${formatCents(subject.priceCents)}`;
  const name = `${subject.addonDisplayName} · ${subject.planName}`;
  if (target === 'approved') {
    const existing = existingInstallsDate(subject.repriceDate, subject.grandfathered);
    return {
      title: `Approve the ${name} repricing?`,
      lines: [
        `${change}. New installs pay it from ${formatDate(subject.repriceDate)}; existing installs ${existing === null ? 'keep their price (grandfathered)' : `from ${formatDate(existing)}`}.`,
        `It moves to ${REPRICING_GROUP_LABELS.scheduled} as ${REPRICING_STATUS_LABELS.approved}.`,
      ],
      warning:
        isNonGrandfatheredPriceIncrease(subject) && existing !== null
          ? `Flagged: this price increase is not grandfathered, so existing customers will pay more from ${formatDate(existing)}.`
          : null,
      confirmLabel: 'Approve',
      reasonRequired: false,
      destructive: false,
    };
  }
  if (target === 'rejected') {
    return {
      title: `Reject the ${name} repricing?`,
      lines: [`${change}.`, `It moves to ${REPRICING_GROUP_LABELS.history} as ${REPRICING_STATUS_LABELS.rejected}; the partner sees your reason and can request a new price.`],
      warning: null,
      confirmLabel: 'Reject',
      reasonRequired: true,
      destructive: true,
    };
  }
  return null;
}

/**
 * Spec §4: "new installs get the price no sooner than the first day of next
 * month. Existing installs, unless grandfathered, get it no sooner than the
 * first day of the month after next." The request carries the first (its
 * repricing date); the second is a month later, or `null` when grandfathered
 * (existing installs keep their price).
 */
export function existingInstallsDate(repriceDate: CalendarDate, grandfathered: boolean): CalendarDate | null {
  if (!isCalendarDate(repriceDate)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${repriceDate}`);
  if (grandfathered) return null;
  const [year, month] = repriceDate.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(year, month, 1)); // month is 1-based: this is the first of the following month
  return `${next.getUTCFullYear()}-${String(next.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

/** Who a message is about: the add-on and plan, as the table shows them. */
export interface RepricingSubject {
  addonDisplayName: string;
  planName: string;
}

const subjectOf = (subject: RepricingSubject) => `${subject.addonDisplayName} · ${subject.planName}`;

/** After a move: 'Acme Postgres · Standard 2 repricing moved to Approved.' */
export function repricingMovedMessage(subject: RepricingSubject, to: RepricingStatus): string {
  return `${subjectOf(subject)} repricing moved to ${REPRICING_STATUS_LABELS[to]}.`;
}

/**
 * After a refused move, once the row is back where it was: names the request,
 * what was tried, why it failed and where the request is now.
 */
export function repricingMoveFailedMessage(subject: RepricingSubject, from: RepricingStatus, to: RepricingStatus, reason: string): string {
  const because = reason.trim().replace(/\.$/, '');
  return `Could not move the ${subjectOf(subject)} repricing to ${REPRICING_STATUS_LABELS[to]}: ${because}. It is still ${REPRICING_STATUS_LABELS[from]}.`;
}
