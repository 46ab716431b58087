import { describe, expect, it } from 'vitest';
import { isListingComplete, listingChecklist } from './listing-completeness';

/** Spec §5: at least 2 screenshots. */
const counts = { min: 2 };
const complete = { name: 'acme-postgres', summary: 'Managed PostgreSQL.', iconUrl: 'data:image/png;base64,AA==' };

describe('listing completeness (spec §2: name, summary and icon)', () => {
  it('is complete with all three', () => {
    expect(isListingComplete(complete)).toBe(true);
  });

  it.each([
    ['name', { ...complete, name: '  ' }],
    ['summary', { ...complete, summary: '' }],
    ['icon', { ...complete, iconUrl: null }],
  ])('is incomplete without a %s, and says so', (missing, listing) => {
    expect(isListingComplete(listing)).toBe(false);
    expect(listingChecklist(listing, counts).filter((item) => !item.done).map((item) => item.id)).toEqual([missing]);
  });

  it('does not let screenshots decide completeness, but lists them with how many are missing', () => {
    expect(isListingComplete({ ...complete, screenshotCount: 0 })).toBe(true);
    const item = listingChecklist({ ...complete, screenshotCount: 1 }, counts).find((entry) => entry.id === 'screenshots');
    expect(item).toMatchObject({ done: false, hint: 'Add 1 more screenshot.' });
    expect(listingChecklist({ ...complete, screenshotCount: 0 }, counts).at(-1)?.hint).toBe('Add 2 more screenshots.');
    expect(listingChecklist({ ...complete, screenshotCount: 2 }, counts).at(-1)?.done).toBe(true);
  });
});
