/**
 * The public changelog's rules (spec §2 "Public routes", §9): "It shows the 20
 * most recently updated add-ons grouped by month. Each entry has icon, display
 * name, summary, a state badge and an 'as of' date". Months and dates are the
 * viewer's own (local time), as every general date in the portal is.
 */
import dayjs from 'dayjs';
import type { AddonState } from '../api/addon-lists';
import { formatGeneralDate } from './general-date';

/** Spec §9: "The changelog shows the 20 most recently updated add-ons". */
export const CHANGELOG_SIZE = 20;

export interface ChangelogMonth<Entry> {
  /** `2026-10`: stable, sortable, a React key. */
  key: string;
  /** `October 2026`: the group's heading. */
  label: string;
  /** Most recently updated first. */
  entries: Entry[];
}

function updatedAt(entry: { updatedAt: string }) {
  const date = dayjs(entry.updatedAt);
  if (!date.isValid()) throw new RangeError(`Not a timestamp: ${entry.updatedAt}`);
  return date;
}

/**
 * The `size` most recently updated entries, grouped by the month they were
 * updated in, the latest month first. Entries with the same time keep the
 * order they came in.
 */
export function changelogMonths<Entry extends { updatedAt: string }>(
  entries: readonly Entry[],
  size: number = CHANGELOG_SIZE,
): ChangelogMonth<Entry>[] {
  const latest = entries
    .map((entry, index) => ({ entry, index, time: updatedAt(entry).valueOf() }))
    .sort((a, b) => b.time - a.time || a.index - b.index)
    .slice(0, size);
  const months: ChangelogMonth<Entry>[] = [];
  for (const { entry } of latest) {
    const date = updatedAt(entry);
    const key = date.format('YYYY-MM');
    const month = months.at(-1);
    if (month?.key === key) month.entries.push(entry);
    else months.push({ key, label: date.format('MMMM YYYY'), entries: [entry] });
  }
  return months;
}

/** Spec §2: each entry's "'as of' date", a general date (§9 'MMMM Do, YYYY'). */
export function changelogAsOf(entry: { updatedAt: string }): string {
  return `as of ${formatGeneralDate(entry.updatedAt)}`;
}

/**
 * Spec §2: every changelog entry has "a state badge". The workspace's state tag
 * shows nothing for GA (§4); a changelog reader, who sees add-ons of every
 * state side by side, is told GA too.
 */
export function changelogBadgeLabel(state: AddonState): 'Alpha' | 'Beta' | 'GA' | 'Shutdown' {
  const labels = { alpha: 'Alpha', beta: 'Beta', ga: 'GA', shutdown: 'Shutdown' } as const;
  return labels[state];
}
