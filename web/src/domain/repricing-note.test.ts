import { describe, expect, it } from 'vitest';
import { activeRepricingNote } from './repricing-note';

describe('activeRepricingNote (issue 21 item 11: mark plans with an active repricing)', () => {
  it('names the new price and the date it starts', () => {
    expect(activeRepricingNote({ priceCents: 22_500, repriceDate: '2027-01-01' })).toBe('Repricing to $225.00 from 01/01/2027');
  });

  it('says nothing for a plan without an active repricing', () => {
    expect(activeRepricingNote(null)).toBeNull();
    expect(activeRepricingNote(undefined)).toBeNull();
  });
});
