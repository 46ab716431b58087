import { describe, expect, it } from 'vitest';
import { ADDON_STATES } from './addon-state';
import { CHANGELOG_SIZE, changelogAsOf, changelogBadgeLabel, changelogMonths } from './changelog';

/** Noon UTC mid-month, so the month is the same in any time zone the tests run in. */
const entry = (slug: string, updatedAt: string) => ({ slug, updatedAt });
const slugs = (months: ReturnType<typeof changelogMonths<{ slug: string; updatedAt: string }>>) =>
  months.map((month) => [month.label, month.entries.map((item) => item.slug)]);

describe('changelogMonths (spec §2: "the 20 most recently updated add-ons grouped by month")', () => {
  it('groups by month, the latest month and the latest add-on first', () => {
    const months = changelogMonths([
      entry('march-early', '2026-03-10T12:00:00Z'),
      entry('october', '2026-10-15T12:00:00Z'),
      entry('march-late', '2026-03-20T12:00:00Z'),
      entry('may', '2026-05-14T12:00:00Z'),
    ]);
    expect(slugs(months)).toEqual([
      ['October 2026', ['october']],
      ['May 2026', ['may']],
      ['March 2026', ['march-late', 'march-early']],
    ]);
    expect(months.map((month) => month.key)).toEqual(['2026-10', '2026-05', '2026-03']);
  });

  it('tells the same month of two years apart', () => {
    expect(slugs(changelogMonths([entry('2025', '2025-06-15T12:00:00Z'), entry('2026', '2026-06-15T12:00:00Z')]))).toEqual([
      ['June 2026', ['2026']],
      ['June 2025', ['2025']],
    ]);
  });

  it('shows the 20 most recently updated, whatever order they come in (spec §9)', () => {
    expect(CHANGELOG_SIZE).toBe(20);
    // 25 add-ons, one per day of January, oldest first.
    const january = Array.from({ length: 25 }, (_, day) => entry(`day-${day + 1}`, `2026-01-${String(day + 1).padStart(2, '0')}T12:00:00Z`));
    const [month, ...others] = changelogMonths(january);
    expect(others).toEqual([]);
    expect(month?.entries).toHaveLength(20);
    expect(month?.entries[0]?.slug).toBe('day-25');
    expect(month?.entries.at(-1)?.slug).toBe('day-6');
  });

  it('shows them all when there are fewer, and nothing for none', () => {
    expect(changelogMonths([entry('only', '2026-02-11T12:00:00Z')])).toHaveLength(1);
    expect(changelogMonths([])).toEqual([]);
  });

  it('refuses a date that is not one', () => {
    expect(() => changelogMonths([entry('bad', 'yesterday')])).toThrow(RangeError);
  });
});

describe("changelogAsOf (spec §2 \"an 'as of' date\", §9 'MMMM Do, YYYY')", () => {
  it('reads as a general date', () => {
    expect(changelogAsOf({ updatedAt: '2026-03-02T12:00:00Z' })).toBe('as of March 2nd, 2026');
    expect(changelogAsOf({ updatedAt: '2026-10-21T12:00:00Z' })).toBe('as of October 21st, 2026');
  });
});

describe('changelogBadgeLabel (spec §2: each entry has "a state badge")', () => {
  it('names every state, GA included', () => {
    expect(ADDON_STATES.map(changelogBadgeLabel)).toEqual(['Alpha', 'Beta', 'GA', 'Shutdown']);
  });
});
