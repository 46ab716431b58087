import { describe, expect, it } from 'vitest';
import { isListingComplete, listingChecklist, type ListingFacts } from './listing-completeness';

const complete = { name: 'acme-postgres', summary: 'Managed PostgreSQL.', iconUrl: 'data:image/png;base64,AA==' };

describe('listing completeness (spec §2: name, summary and icon)', () => {
  it('is complete with all three', () => {
    expect(isListingComplete(complete)).toBe(true);
    expect(listingChecklist(complete).every((item) => item.done)).toBe(true);
  });

  it.each([
    ['name', { ...complete, name: '  ' }],
    ['summary', { ...complete, summary: '' }],
    ['summary', { ...complete, summary: ' \n ' }],
    ['icon', { ...complete, iconUrl: null }],
  ])('is incomplete without a %s, and says so', (missing, listing) => {
    expect(isListingComplete(listing)).toBe(false);
    expect(listingChecklist(listing).filter((item) => !item.done).map((item) => item.id)).toEqual([missing]);
  });

  it('names each item and says what to do when it is missing', () => {
    expect(listingChecklist({ name: '', summary: '', iconUrl: null }).map(({ label, hint }) => [label, hint])).toEqual([
      ['Name', 'Give the add-on a name.'],
      ['Summary', 'Write a one-sentence summary.'],
      ['Icon', 'Upload a 70×70 PNG icon.'],
    ]);
  });

  it('never lists a missing item under a complete verdict, nor a complete list under an incomplete one (issue 31 item 4)', () => {
    // Today's screen passes the screenshot count along; it must not add an item the verdict ignores.
    const withScreenshots = { ...complete, screenshotCount: 1 } as ListingFacts;
    for (const listing of [withScreenshots, { ...withScreenshots, iconUrl: null }, { ...complete, summary: '' }]) {
      expect(listingChecklist(listing).every((item) => item.done)).toBe(isListingComplete(listing));
    }
    expect(listingChecklist(withScreenshots).map((item) => item.id)).toEqual(['name', 'summary', 'icon']);
  });
});
