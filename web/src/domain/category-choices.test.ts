import { describe, expect, it } from 'vitest';
import { categoryChoices } from './category-choices';

const all = [
  { id: 'db', active: true },
  { id: 'legacy', active: false },
  { id: 'mon', active: true },
  { id: 'old', active: false },
];

describe('categoryChoices', () => {
  it('offers the active categories, in the given order', () => {
    expect(categoryChoices(all, undefined).map((category) => category.id)).toEqual(['db', 'mon']);
  });

  it("keeps the add-on's current category even when it is no longer active", () => {
    expect(categoryChoices(all, 'legacy').map((category) => category.id)).toEqual(['db', 'legacy', 'mon']);
  });

  it('adds nothing for a current category that is active or unknown', () => {
    expect(categoryChoices(all, 'db').map((category) => category.id)).toEqual(['db', 'mon']);
    expect(categoryChoices(all, 'gone').map((category) => category.id)).toEqual(['db', 'mon']);
  });
});
