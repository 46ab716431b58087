import { describe, expect, it } from 'vitest';
import type { AddonState } from '../api/addon-lists';
import { addressesCardCount, usersCardCount } from './admin-index-counts';

const company = (users: number, ...states: AddonState[]) => ({
  addons: states.map((state) => ({ state })),
  users: Array.from({ length: users }, (_, index) => ({ email: `user${index}@example.test` })),
});

/** One company per mix the cards meet: counted only with a beta or GA add-on. */
const companies = [
  company(3, 'ga'),
  company(2, 'beta', 'alpha'),
  company(1, 'shutdown', 'ga'),
  company(5, 'alpha'),
  company(4, 'shutdown'),
  company(7),
];

describe("the admin index's card counts (spec §2: the default Addresses and Users lists)", () => {
  it('counts the companies with a beta or GA add-on, not the others', () => {
    expect(addressesCardCount(companies)).toBe(3);
    expect(addressesCardCount([company(5, 'alpha'), company(7)])).toBe(0);
    expect(addressesCardCount([])).toBe(0);
  });

  it("counts those companies' users, not the users of companies left off the list", () => {
    expect(usersCardCount(companies)).toBe(6);
    expect(usersCardCount([company(5, 'alpha'), company(4, 'shutdown'), company(7)])).toBe(0);
  });

  it('counts a listed company with no users as none, and a company with several listed add-ons once', () => {
    expect(usersCardCount([company(0, 'ga'), company(2, 'ga', 'beta', 'ga')])).toBe(2);
    expect(addressesCardCount([company(0, 'ga'), company(2, 'ga', 'beta', 'ga')])).toBe(2);
  });
});
